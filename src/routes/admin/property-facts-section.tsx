// The optional listing facts and the open houses, as one section of the property editor.
import { Button, Flex, Grid, Heading, Text, TextField } from '@radix-ui/themes';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { lotSizeUnitLabels, lotSizeUnits, propertyTypeLabels, propertyTypes } from '../../../domain/listing-facts';
import { siteZoneIso, siteZoneWallParts } from '../../../domain/open-house-wall-time';
import { FormField } from '../../components/form';
import { NativeSelect } from '../../components/native-select';
import type { PropertyFormValues, PropertyTextField } from './property-form';

const Field = FormField<PropertyFormValues, PropertyTextField>;
/** A control's value as the text its input shows (blank when unset). */
const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export function PropertyFactsSection() {
  return (
    <>
      <Heading as="h3" size="3" mt="3">
        Home facts (optional)
      </Heading>
      <Text as="p" size="1" color="gray">
        Shown on the listing page when filled in. Leave a field blank to hide it.
      </Text>
      <Grid columns={{ initial: '1', sm: '2' }} gap="3">
        <Field name="propertyType" label="Property type">
          {(c) => (
            <NativeSelect {...c} value={text(c.value)}>
              <option value="">Not specified</option>
              {propertyTypes.map((t) => (
                <option key={t} value={t}>
                  {propertyTypeLabels[t]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field name="yearBuilt" label="Year built">
          {(c) => <TextField.Root {...c} value={text(c.value)} inputMode="numeric" />}
        </Field>
        <Field name="lotSize" label="Lot size" hint="For example 0.25">
          {(c) => <TextField.Root {...c} value={text(c.value)} inputMode="decimal" />}
        </Field>
        <Field name="lotSizeUnit" label="Lot size unit">
          {(c) => (
            <NativeSelect {...c} value={text(c.value)}>
              {lotSizeUnits.map((u) => (
                <option key={u} value={u}>
                  {lotSizeUnitLabels[u]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field name="hoaMonthly" label="HOA fee per month ($)" hint="0 for none">
          {(c) => <TextField.Root {...c} value={text(c.value)} inputMode="numeric" />}
        </Field>
        <Field name="mlsNumber" label="MLS number">
          {(c) => <TextField.Root {...c} value={text(c.value)} />}
        </Field>
        <Field name="parking" label="Parking">
          {(c) => <TextField.Root {...c} value={text(c.value)} />}
        </Field>
        <Field name="heatingCooling" label="Heating and cooling">
          {(c) => <TextField.Root {...c} value={text(c.value)} />}
        </Field>
      </Grid>
      <Field name="virtualTourUrl" label="Virtual tour link" hint="https:// only. Matterport, YouTube and Vimeo links play on the page.">
        {(c) => <TextField.Root {...c} value={text(c.value)} inputMode="url" />}
      </Field>
      <Field name="videoUrl" label="Video link" hint="https:// only, for example a YouTube or Vimeo link.">
        {(c) => <TextField.Root {...c} value={text(c.value)} inputMode="url" />}
      </Field>
      <OpenHousesEditor />
    </>
  );
}

/**
 * Open houses as date + start + end in New York time; stored as ISO with the offset. The parts are
 * read back as typed (siteZoneWallParts), so a time that does not exist that night stays in its
 * field and the check on Save names it, instead of turning into another time.
 */
function OpenHousesEditor() {
  const { control, setValue, getValues, formState } = useFormContext<PropertyFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'openHouses' });
  const errors = formState.errors.openHouses;

  const setPart = (i: number, part: 'date' | 'start' | 'end', value: string) => {
    const current = getValues(`openHouses.${i}`);
    const start = siteZoneWallParts(current.start);
    const end = siteZoneWallParts(current.end);
    const date = part === 'date' ? value : start.date;
    const startTime = part === 'start' ? value : start.time;
    const endTime = part === 'end' ? value : end.time;
    if (!date || !startTime || !endTime) return;
    setValue(`openHouses.${i}`, { start: siteZoneIso(date, startTime), end: siteZoneIso(date, endTime) }, { shouldDirty: true });
  };

  return (
    <Flex direction="column" gap="2" mt="2">
      <Heading as="h3" size="3">
        Open houses
      </Heading>
      <Text as="p" size="1" color="gray">
        Eastern time (New York). Past open houses disappear from the website by themselves.
      </Text>
      {fields.map((f, i) => {
        const start = siteZoneWallParts(getValues(`openHouses.${i}.start`));
        const end = siteZoneWallParts(getValues(`openHouses.${i}.end`));
        const messages = [errors?.[i]?.start?.message, errors?.[i]?.end?.message].filter(Boolean);
        return (
          <Flex key={f.id} gap="2" align="end" wrap="wrap" role="group" aria-label={`Open house ${i + 1}`}>
            <label className="admin-inline-field">
              <Text size="1">Date</Text>
              <TextField.Root type="date" defaultValue={start.date} onChange={(e) => setPart(i, 'date', e.target.value)} />
            </label>
            <label className="admin-inline-field">
              <Text size="1">From</Text>
              <TextField.Root type="time" defaultValue={start.time} onChange={(e) => setPart(i, 'start', e.target.value)} />
            </label>
            <label className="admin-inline-field">
              <Text size="1">To</Text>
              <TextField.Root type="time" defaultValue={end.time} onChange={(e) => setPart(i, 'end', e.target.value)} />
            </label>
            <Button type="button" variant="soft" color="red" onClick={() => remove(i)}>
              Remove
            </Button>
            {messages.map((message) => (
              <Text key={message} as="p" size="1" color="red" role="alert">
                {message}
              </Text>
            ))}
          </Flex>
        );
      })}
      <div>
        <Button
          type="button"
          variant="soft"
          onClick={() => {
            const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
            append({ start: siteZoneIso(day, '13:00'), end: siteZoneIso(day, '15:00') });
          }}
        >
          Add an open house
        </Button>
      </div>
    </Flex>
  );
}
