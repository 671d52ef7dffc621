/**
 * The three forms in each engine: typed into before their island has arrived (its script held by the
 * front, as on a slow phone), the typing is kept once it hydrates; a failed send says so and keeps every
 * value; a successful one says so, and what was sent holds what was typed. The quote and enquiry forms
 * send to the form services, answered in the page (watch.ts): what goes over the wire is the Chromium
 * suite's to check. The update request form hands an e-mail to the mail program: it fails where the
 * browser cannot open its mailto: link (watch.ts `refuseMail`), and succeeds with the link recorded.
 */
import { defaultBrand } from '../support/brands.ts';
import { expect, test } from './support/fixtures.ts';
import { engineState, waitInPage } from './support/page-checks.ts';
import { laptop, phone, type Visitor } from './support/visitor.ts';

const forms = [
  { path: '/', section: 'quote-form', component: 'QuoteForm', sends: 'service' },
  { path: '/contact', section: 'enquiry-form', component: 'EnquiryForm', sends: 'service' },
  { path: '/client-updates', section: 'update-request-form', component: 'UpdateRequestForm', sends: 'mail' },
] as const;

/** Makes the next send fail (true) or succeed (false), as each form sends. */
const failNextSend = (visitor: Visitor, sends: 'service' | 'mail', fail: boolean) =>
  visitor.evaluate(
    ({ sends, fail }) => {
      const state = (window as unknown as { __engines: { answer: unknown; refuseMail: boolean } }).__engines;
      if (sends === 'mail') state.refuseMail = fail;
      else
        state.answer = fail
          ? { status: 500, body: '{"success":false,"message":"Server error"}' }
          : { status: 200, body: '{"success":true,"message":"Email sent successfully!"}' };
    },
    { sends, fail },
  );

/** The fields a visitor fills in, marked `data-engine-field="<n>"`, with what to type or choose in each. */
const markFields = (visitor: Visitor, section: string) =>
  visitor.evaluate((section) => {
    const fields = [...document.querySelectorAll(`#${section} form :is(input, textarea, select)`)].filter(
      (field) =>
        !['hidden', 'submit', 'button'].includes((field as HTMLInputElement).type) &&
        field.getAttribute('name') !== 'botcheck' &&
        (field as HTMLElement).checkVisibility(),
    ) as (HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement)[];
    return fields.map((field, index) => {
      field.setAttribute('data-engine-field', String(index));
      const type = field instanceof HTMLInputElement ? field.type : field.tagName.toLowerCase();
      const hint = `${field.name} ${field.getAttribute('autocomplete') ?? ''}`;
      const value =
        type === 'email'
          ? 'sam.carter@example.com'
          : type === 'tel'
            ? '07700 900123'
            : type === 'textarea'
              ? 'A new fence along the back garden, about 12 metres.'
              : /postal|postcode/i.test(hint)
                ? 'SL1 2AB'
                : type === 'select'
                  ? ([...(field as HTMLSelectElement).options].find((option) => option.value)?.value ?? '')
                  : 'Sam Carter';
      return { index, type, required: field.required, value };
    });
  }, section);

const values = (visitor: Visitor, section: string) =>
  visitor.evaluate(
    (section) =>
      [...document.querySelectorAll(`#${section} [data-engine-field]`)].map((field) =>
        field instanceof HTMLInputElement && ['checkbox', 'radio'].includes(field.type)
          ? String(field.checked)
          : (field as HTMLInputElement).value,
      ),
    section,
  );

async function fill(visitor: Visitor, section: string, fields: Awaited<ReturnType<typeof markFields>>) {
  for (const field of fields) {
    const selector = `#${section} [data-engine-field="${field.index}"]`;
    if (field.type === 'select')
      await visitor.evaluate(
        ({ selector, value }) => {
          const select = document.querySelector<HTMLSelectElement>(selector)!;
          select.value = value;
          select.dispatchEvent(new Event('change', { bubbles: true }));
        },
        { selector, value: field.value },
      );
    else if (field.type === 'checkbox' || field.type === 'radio') {
      if (field.required) await visitor.click(selector);
    } else if (field.index > 0) await visitor.type(selector, field.value);
  }
}

for (const size of [phone, laptop])
  for (const form of forms)
    test(`${size.name}: the ${form.section} keeps early typing, keeps every value when sending fails, and sends`, async ({
      open,
      front,
    }) => {
      const visitor = await open({ size });
      const held = front.hold(form.component);
      await visitor.goto(front.url(defaultBrand.id, form.path));
      const section = form.section;
      const fields = await markFields(visitor, section);
      expect(fields.length, 'fields').toBeGreaterThan(2);
      expect(fields[0]!.type, 'the first field takes typing').toBe('text');
      await visitor.type(`#${section} [data-engine-field="0"]`, fields[0]!.value);
      expect(await visitor.evaluate((s) => document.querySelector(`#${s} form[data-enhanced]`) === null, section)).toBe(
        true,
      );
      held.release();
      expect(await waitInPage(visitor, `document.querySelector('#${section} form[data-enhanced]')`, 20_000)).toBe(true);
      expect((await values(visitor, section))[0], 'typed before hydration, kept').toBe(fields[0]!.value);
      await fill(visitor, section, fields);
      const typed = await values(visitor, section);

      await failNextSend(visitor, form.sends, true);
      await visitor.click(`#${section} button[type="submit"]`);
      expect(
        await waitInPage(
          visitor,
          `(document.querySelector('#${section} [role="alert"]')?.textContent ?? '').trim() !== ''`,
        ),
        'the failure is said',
      ).toBe(true);
      expect(await values(visitor, section), 'every value kept after the failure').toEqual(typed);

      await failNextSend(visitor, form.sends, false);
      const before = await engineState(visitor);
      await visitor.click(`#${section} button[type="submit"]`);
      expect(
        await waitInPage(
          visitor,
          `(document.querySelector('#${section} [role="status"]')?.textContent ?? '').trim() !== ''`,
        ),
        'the success is said',
      ).toBe(true);
      const { sent, handedOff, errors } = await engineState(visitor);
      // Web3Forms gets the form URL-encoded, EmailJS a JSON body, the mail program a mailto: link.
      const sentText =
        form.sends === 'mail'
          ? handedOff
              .slice(before.handedOff.length)
              .filter((href) => href.startsWith('mailto:'))
              .map(decodeURIComponent)
              .join(' ')
          : sent
              .slice(before.sent.length)
              .map(({ body }) =>
                typeof body === 'string'
                  ? [...new URLSearchParams(body).values(), body].join(' ')
                  : JSON.stringify(body),
              )
              .join(' ');
      expect(sentText, 'what was sent').toContain(fields[0]!.value);
      // The failure is logged as such (the page's own console.error); nothing else.
      expect(errors.filter((error) => !/500|Server error|preparing the e-mail failed/.test(error))).toEqual([]);
    });
