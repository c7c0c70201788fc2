// The property dialog's photo manager: add many photos (file picker or drag and drop, one
// upload per file with its own progress bar), thumbnails, a required alt text per photo, order by
// drag and drop or with the "Move earlier"/"Move later" buttons (keyboard and screen readers),
// "Make cover" (the first photo is the cover) and "Remove". Works on the form's `photos` array.
import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { MAX_PHOTOS, photoVariants } from '../../../domain/photo';
import { toast } from '../../components/toast-store';
import { describeError } from './errors';
import type { PropertyFormValues } from './property-form';
import { isImageFile, uploadPhoto } from './upload';
import { useFocusLanding, useRowLanding } from './use-focus-landing';
import './photo-manager.css';

/** Uploads running side by side; more wait their turn. */
const PARALLEL_UPLOADS = 3;

type Upload = { key: string; name: string; percent: number };

type PhotoAction = 'earlier' | 'later' | 'cover';

/**
 * Where the focus goes once a photo has moved: the button pressed, unless the photo's new place
 * disables it (a cover cannot move earlier or become cover, the last photo cannot move later);
 * then the move it still allows.
 */
const FOCUS_AFTER_MOVE: Record<PhotoAction, readonly PhotoAction[]> = {
  earlier: ['earlier', 'later'],
  cover: ['cover', 'later'],
  later: ['later', 'earlier'],
};

/** The smallest WebP variant for a thumbnail; the URL itself for other pictures. */
function thumbnailOf(photo: { url: string; width: number; height: number }): string {
  return photoVariants(photo).find((v) => v.format === 'webp')?.url ?? photo.url;
}

export function PhotoManager({ disabled, onUploadingChange }: { disabled: boolean; onUploadingChange: (uploading: boolean) => void }) {
  const { control, register, clearErrors } = useFormContext<PropertyFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'photos' });
  const { errors } = useFormState({ control, name: 'photos' });
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragOver, setDragOver] = useState(false);
  const dragFrom = useRef<number | null>(null);
  const pickerId = useId();
  const count = fields.length;

  // A move re-renders the list with the pressed button in another place, often disabled; a
  // remove takes it away. Either would leave a keyboard user on the page itself, 4000 px of
  // dialog away from the photos, so the focus follows the photo (or its neighbour after Remove,
  // else the file picker).
  const picker = useRef<HTMLInputElement>(null);
  const landFocus = useFocusLanding();
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const moveButton = (id: string, action: PhotoAction) => (button: HTMLButtonElement | null) => {
    if (!button) return;
    moveButtons.current.set(`${id}:${action}`, button);
    return () => void moveButtons.current.delete(`${id}:${action}`);
  };
  const removal = useRowLanding(
    fields.map((f) => f.id),
    () => picker.current,
  );

  const say = (text: string) => setAnnouncement(text);

  async function addFiles(files: File[]) {
    const images = files.filter(isImageFile);
    if (images.length < files.length)
      toast({ title: 'Please select an image file', description: 'Choose photos such as JPEG, PNG or WebP files.', variant: 'destructive' });
    const room = MAX_PHOTOS - count - uploads.length;
    if (images.length > room)
      toast({
        title: `A listing can have at most ${MAX_PHOTOS} photos`,
        description: `Only the first ${Math.max(0, room)} were added.`,
        variant: 'destructive',
      });
    const jobs = images.slice(0, Math.max(0, room)).map((file, index) => ({ file, index, key: `${Date.now()}-${index}-${file.name}` }));
    if (jobs.length === 0) return;
    setUploads((u) => [...u, ...jobs.map(({ key, file }) => ({ key, name: file.name, percent: 0 }))]);
    onUploadingChange(true);
    let added = 0;
    // Uploads run side by side and finish in any order; photos join the list in the order the
    // agent chose them (the first one chosen is the cover of a new listing), each as soon as
    // those chosen before it are in.
    const finished: ({ photo: Awaited<ReturnType<typeof uploadPhoto>> | null } | undefined)[] = [];
    let nextInOrder = 0;
    const addFinishedInOrder = () => {
      for (let done = finished[nextInOrder]; done; done = finished[++nextInOrder]) {
        if (!done.photo) continue;
        append({ url: done.photo.url, width: done.photo.width, height: done.photo.height, alt: '' }, { shouldFocus: false });
        added += 1;
      }
    };
    const queue = [...jobs];
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const { key, file, index } = job;
        try {
          finished[index] = { photo: await uploadPhoto(file, (percent) => setUploads((u) => u.map((x) => (x.key === key ? { ...x, percent } : x)))) };
        } catch (error) {
          finished[index] = { photo: null };
          toast({
            title: 'Failed to upload image',
            description: `${file.name}: ${describeError(error, 'Please try another photo.')}`,
            variant: 'destructive',
          });
        } finally {
          setUploads((u) => u.filter((x) => x.key !== key));
          addFinishedInOrder();
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, queue.length) }, worker));
    clearErrors('photos');
    onUploadingChange(false);
    if (added > 0) {
      toast({
        title: 'Image uploaded successfully',
        description:
          added === 1 ? 'Write its alt text, then save the property.' : `${added} photos added. Write their alt texts, then save the property.`,
      });
      say(`${added} ${added === 1 ? 'photo' : 'photos'} added.`);
    }
  }

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    void addFiles(files);
  };
  const onDropFiles = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragOver(false);
    if (dragFrom.current === null && e.dataTransfer.files.length > 0) void addFiles(Array.from(e.dataTransfer.files));
  };

  const moveTo = (from: number, to: number, pressed?: PhotoAction) => {
    if (to < 0 || to >= count || from === to) return;
    const id = fields[from]?.id;
    move(from, to);
    say(to === 0 ? `Photo ${from + 1} is now the cover.` : `Photo moved to position ${to + 1} of ${count}.`);
    if (pressed && id !== undefined)
      landFocus(() =>
        FOCUS_AFTER_MOVE[pressed].map((action) => moveButtons.current.get(`${id}:${action}`)).find((button) => button && !button.disabled),
      );
  };

  const photosError = errors.photos as { message?: string; root?: { message?: string } } | undefined;
  const listMessage = photosError?.message ?? photosError?.root?.message;
  const uploading = uploads.length > 0;

  return (
    <fieldset className="photo-manager" aria-describedby={`${pickerId}-hint`}>
      <legend className="photo-manager__legend">Photos</legend>
      <div
        className={`photo-manager__drop${dragOver ? ' photo-manager__drop--over' : ''}`}
        onDragOver={(e) => {
          if (dragFrom.current !== null) return;
          e.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDropFiles}
      >
        <Text as="label" htmlFor={pickerId} size="2" weight="medium">
          Add photos
        </Text>
        <input
          ref={picker}
          id={pickerId}
          className="admin-file-input"
          type="file"
          accept="image/*"
          multiple
          disabled={disabled || count >= MAX_PHOTOS}
          onChange={onPick}
          aria-describedby={`${pickerId}-hint`}
        />
        <Text as="p" id={`${pickerId}-hint`} size="1" color="gray">
          Choose several at once or drop them here. JPEG, PNG, WebP or AVIF, up to 25 MB and 50 megapixels each (iPhone HEIC: export as JPEG first).
          The first photo is the cover. Every photo needs alt text describing the room or view.
        </Text>
      </div>

      {uploading ? (
        <ul className="photo-manager__uploads" aria-label="Uploads in progress">
          {uploads.map((u) => (
            <li key={u.key}>
              <Text as="span" size="1">
                {u.name}
              </Text>
              <progress max={100} value={u.percent} aria-label={`Uploading ${u.name}`}>
                {u.percent}%
              </progress>
            </li>
          ))}
        </ul>
      ) : null}

      {listMessage ? (
        <Text as="p" size="2" color="red" role="alert">
          {listMessage}
        </Text>
      ) : null}

      {count > 0 ? (
        <ol className="photo-manager__list" aria-label="Photos in order; the first is the cover">
          {fields.map((field, i) => {
            const altId = `${pickerId}-alt-${i}`;
            const altError = (errors.photos as unknown as ({ alt?: { message?: string } } | undefined)[] | undefined)?.[i]?.alt?.message;
            return (
              <li
                key={field.id}
                className="photo-manager__item"
                aria-label={`Photo ${i + 1}${i === 0 ? ' (cover)' : ''}`}
                draggable
                onDragStart={(e) => {
                  dragFrom.current = i;
                  e.dataTransfer.effectAllowed = 'move';
                }}
                onDragEnd={() => (dragFrom.current = null)}
                onDragOver={(e) => {
                  if (dragFrom.current !== null) e.preventDefault();
                }}
                onDrop={(e) => {
                  if (dragFrom.current === null) return;
                  e.preventDefault();
                  e.stopPropagation();
                  moveTo(dragFrom.current, i);
                  dragFrom.current = null;
                }}
              >
                <img className="photo-manager__thumb" src={thumbnailOf(field)} alt="" width={120} height={80} loading="lazy" draggable={false} />
                <Flex direction="column" gap="1" className="photo-manager__fields">
                  <Text as="p" size="1" weight="bold">
                    Photo {i + 1} of {count}
                    {i === 0 ? ' · Cover' : ''}
                  </Text>
                  <Text as="label" htmlFor={altId} size="2" weight="medium">
                    Alt text for photo {i + 1}
                  </Text>
                  <TextField.Root
                    id={altId}
                    {...register(`photos.${i}.alt` as const)}
                    placeholder="e.g. Kitchen with quartz island"
                    maxLength={200}
                    aria-invalid={altError ? true : undefined}
                    aria-describedby={altError ? `${altId}-error` : undefined}
                  />
                  {altError ? (
                    <Text as="p" id={`${altId}-error`} size="1" color="red">
                      {altError}
                    </Text>
                  ) : null}
                  <Flex gap="2" wrap="wrap">
                    <Button
                      type="button"
                      size="1"
                      variant="soft"
                      disabled={disabled || i === 0}
                      ref={moveButton(field.id, 'earlier')}
                      onClick={() => moveTo(i, i - 1, 'earlier')}
                      aria-label={`Move earlier: photo ${i + 1}`}
                    >
                      Move earlier
                    </Button>
                    <Button
                      type="button"
                      size="1"
                      variant="soft"
                      disabled={disabled || i === count - 1}
                      ref={moveButton(field.id, 'later')}
                      onClick={() => moveTo(i, i + 1, 'later')}
                      aria-label={`Move later: photo ${i + 1}`}
                    >
                      Move later
                    </Button>
                    <Button
                      type="button"
                      size="1"
                      variant="soft"
                      disabled={disabled || i === 0}
                      ref={moveButton(field.id, 'cover')}
                      onClick={() => moveTo(i, 0, 'cover')}
                      aria-label={`Make cover: photo ${i + 1}`}
                    >
                      Make cover
                    </Button>
                    <Button
                      type="button"
                      size="1"
                      variant="soft"
                      color="red"
                      disabled={disabled}
                      ref={removal.control(field.id)}
                      onClick={() => {
                        const landing = removal.pressed(field.id);
                        remove(i);
                        say(`Photo ${i + 1} removed.`);
                        landing.removed();
                      }}
                      aria-label={`Remove: photo ${i + 1}`}
                    >
                      Remove
                    </Button>
                  </Flex>
                </Flex>
              </li>
            );
          })}
        </ol>
      ) : (
        <Text as="p" size="2" color="gray">
          No photos yet.
        </Text>
      )}
      <p className="photo-manager__status" role="status" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
