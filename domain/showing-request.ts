// A visitor's request to see a listing: contact details, up to three preferred windows
// ("2026-03-14 afternoon": a date in the agent's time zone plus a part of the day), an optional
// message and consent. A lead like contact messages and valuation requests.
import { z } from './zod';
import { emailAddress, idSchema, isoDateTime, notTextMessage, phoneText, singleLineText, tooLongMessage } from './fields';
import { showingDateRange, showingParts, type ShowingPart } from './showing-window';

export * from './showing-window';

const WINDOW = /^(\d{4}-\d{2}-\d{2}) (morning|afternoon|evening)$/;
const DAY = 24 * 60 * 60 * 1000;

/** "2026-03-14 afternoon": a real date and a part of the day. */
const preferredTimeFormat = z
  .string({ error: 'Each preferred time must be text like "2026-03-14 afternoon"' })
  .trim()
  .refine(
    (v) => {
      const m = WINDOW.exec(v);
      if (!m) return false;
      const d = new Date(`${m[1]}T12:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === m[1];
    },
    { message: `Each preferred time must be a date and part of the day, like "2026-03-14 afternoon" (${showingParts.join(', ')})`, abort: true },
  );

/** A window a visitor may ask for now. */
const preferredTime = preferredTimeFormat
  // A day before today or more than a year ahead in the agent's zone cannot be a showing (one
  // day of slack either way for the visitor's clock, which sets the date picker's limits).
  .refine((v) => v.slice(0, 10) >= showingDateRange(Date.now() - DAY).min, {
    message: 'Each preferred time must be today or later',
    abort: true,
  })
  .refine((v) => v.slice(0, 10) <= showingDateRange(Date.now() + DAY).max, {
    message: 'Each preferred time must be within a year from today',
  });

/** A date and part of the day asked for twice: said at the repeat (the API's list, the form's choice). */
export const REPEATED_PREFERRED_TIME = 'Each preferred time may be chosen once';

/** The position of each entry that repeats an earlier one. */
export function repeatedPositions(list: readonly string[]): number[] {
  return list.flatMap((v, i) => (list.indexOf(v) < i ? [i] : []));
}

function preferredTimesOf(item: typeof preferredTimeFormat) {
  return z
    .array(item, { error: 'preferredTimes must be a list of one to three preferred times' })
    .min(1, 'preferredTimes: choose at least one preferred time')
    .max(3, 'preferredTimes: choose at most three preferred times')
    .superRefine((list, ctx) => {
      for (const i of repeatedPositions(list)) ctx.addIssue({ code: 'custom', path: [i], message: REPEATED_PREFERRED_TIME });
    });
}

export const showingRequestInputSchema = z.object({
  propertyId: idSchema,
  name: singleLineText('Name', 120),
  email: emailAddress(),
  phone: phoneText('Phone'),
  preferredTimes: preferredTimesOf(preferredTime),
  message: z
    .string({ error: notTextMessage('Message') })
    .trim()
    .max(2000, tooLongMessage('Message', 2000))
    .optional()
    .transform((v) => (v ? v : undefined)),
  consent: z.literal(true, { error: 'Please agree to be contacted about this showing' }),
});
export type ShowingRequestInput = z.infer<typeof showingRequestInputSchema>;

/**
 * A stored request. Its windows are checked for their form only: "today or later" held when it
 * came in, and a data file holding last month's requests must still load.
 */
export const showingRequestSchema = showingRequestInputSchema.extend({
  preferredTimes: preferredTimesOf(preferredTimeFormat),
  id: idSchema,
  createdAt: isoDateTime,
  /** The listing as it was when the request came in, so the lead still reads right if it changes or goes. */
  propertyTitle: z.string().max(200),
  propertyAddress: z.string().max(300),
});

export type { ShowingPart };

/**
 * The listing page's form: the same fields and messages, with each preferred time as a date
 * picker plus a part of the day. Rows left empty are skipped; the output is the API's body
 * (without propertyId, which the page adds).
 */
export const showingRequestFormSchema = showingRequestInputSchema
  .omit({ propertyId: true, preferredTimes: true })
  .extend({
    // Checked on the list itself, so its messages show together with the other fields' ones.
    windows: z
      .array(z.object({ date: z.string(), part: z.union([z.enum(showingParts), z.literal('')]) }))
      .max(3)
      .superRefine((windows, ctx) => {
        let filled = 0;
        const chosen = new Set<string>();
        windows.forEach((w, i) => {
          if (!w.date && !w.part) return;
          filled += 1;
          if (!w.date) ctx.addIssue({ code: 'custom', path: [i, 'date'], message: 'Choose a date for this time' });
          else if (!w.part) ctx.addIssue({ code: 'custom', path: [i, 'part'], message: 'Choose morning, afternoon or evening' });
          else {
            const time = `${w.date} ${w.part}`;
            const checked = preferredTime.safeParse(time);
            if (!checked.success)
              ctx.addIssue({ code: 'custom', path: [i, 'date'], message: checked.error.issues[0]?.message ?? 'Choose a valid date' });
            // The API refuses a repeat: said at the later choice, which the visitor changes or clears.
            else if (chosen.has(time)) ctx.addIssue({ code: 'custom', path: [i, 'date'], message: REPEATED_PREFERRED_TIME });
            chosen.add(time);
          }
        });
        if (filled === 0) ctx.addIssue({ code: 'custom', path: [0, 'date'], message: 'Choose at least one preferred time' });
      }),
  })
  .transform(({ windows, ...rest }) => ({
    ...rest,
    preferredTimes: windows.filter((w) => w.date && w.part).map((w) => `${w.date} ${w.part}`),
  }));
export type ShowingRequestFormInput = z.input<typeof showingRequestFormSchema>;

/** Why a listing stopped taking showings while a visitor was filling in a request. */
export type ListingClosed = 'sold' | 'withdrawn';

const closedWhile: Record<ListingClosed, string> = {
  sold: 'which sold while I was filling in the request',
  withdrawn: 'which was taken off the site while I was filling in the request',
};

/**
 * A showing request whose home sold (or was taken off the site) while the visitor was filling it
 * in, as a contact message: the showing can no longer be booked, but the visitor and what they
 * wrote still reach the agent.
 */
export function showingAsContactMessage(
  address: string,
  request: { name: string; email: string; phone: string; preferredTimes: string[]; message?: string },
  closed: ListingClosed = 'sold',
): { name: string; email: string; phone: string; subject: 'buying'; message: string } {
  const lines = [
    `I asked for a showing of ${address}, ${closedWhile[closed]}. Please tell me about similar homes.`,
    request.preferredTimes.length ? `Times that suit me: ${request.preferredTimes.join(', ')}.` : '',
    request.message ?? '',
  ];
  return {
    name: request.name,
    email: request.email,
    phone: request.phone,
    subject: 'buying',
    message: lines.filter(Boolean).join('\n\n').slice(0, 5000),
  };
}
