import { env } from 'cloudflare:workers';
import { buildSchema, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import sdl from '../../schema/schema.graphql?raw';
import { gql } from './client';
import { asStaff, fromNewClient, rowCount } from './fixtures';

/** Every field the answer has, as the printed schema lists them: nothing may tell the two apart. */
const answerType = buildSchema(sdl).getType('NewsletterSubscription');
const everyField = isObjectType(answerType) ? Object.keys(answerType.getFields()).join(' ') : '';

const SUBSCRIBE = `mutation N($email: String!, $consent: Boolean!) {
  subscribeNewsletter(email: $email, consent: $consent) { __typename ${everyField} }
}`;

const subscribe = (email: string) => gql(SUBSCRIBE, { email, consent: true }, fromNewClient());

describe('subscribeNewsletter', () => {
  it('answers a new address and one already subscribed byte for byte alike', async () => {
    const first = await subscribe('Lettore@Example.it');
    const again = await subscribe(' lettore@example.it ');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      data: {
        subscribeNewsletter: { __typename: 'NewsletterSubscription', email: 'lettore@example.it' },
      },
    });
    expect(again.status).toBe(first.status);
    expect(again.text).toBe(first.text);
    expect(await rowCount('list_newsletter')).toBe(1);
  });

  it('asks for the same work either way: a confirmed address keeps its consent and gets the link again', async () => {
    await env.DB.prepare(
      "INSERT INTO list_newsletter (email, consent_at_ms, created_at_ms) VALUES ('lettore@example.it', 1000, 1000)",
    ).run();
    await subscribe('lettore@example.it');
    const row = await env.DB.prepare('SELECT * FROM list_newsletter').first<{
      consent_at_ms: number;
      created_at_ms: number;
    }>();
    expect(row).toMatchObject({ created_at_ms: 1000, consent_at_ms: 1000 });
    const sent = await env.DB.prepare(
      "SELECT recipient FROM outbox WHERE kind = 'newsletter.confirmation'",
    ).all<{ recipient: string }>();
    expect(sent.results).toEqual([{ recipient: 'lettore@example.it' }]);
  });

  it('subscribes nobody until the link is followed: an unconfirmed address is neither listed nor exported', async () => {
    await subscribe('attesa@example.it');
    const row = await env.DB.prepare('SELECT consent_at_ms FROM list_newsletter').first();
    expect(row).toEqual({ consent_at_ms: null });
    const { body } = await gql<{ adminNewsletterCsv: string; adminNewsletter: { total: number } }>(
      '{ adminNewsletterCsv adminNewsletter { total } }',
      undefined,
      asStaff(),
    );
    expect(body.data).toEqual({
      adminNewsletterCsv: 'email,consenso',
      adminNewsletter: { total: 0 },
    });
  });
});

describe('the CSV export', () => {
  it('opens formula-like addresses as text in a spreadsheet, quoted where needed', async () => {
    const addresses = [
      '=1+2@example.it',
      '+39@example.it',
      '-2+3@example.it',
      '=hyperlink("http://x.example";"clic")@example.it',
    ];
    for (const email of addresses) {
      const { body } = await subscribe(email);
      expect(body.errors).toBeUndefined();
    }
    // As if each had followed its confirmation link.
    await env.DB.prepare('UPDATE list_newsletter SET consent_at_ms = created_at_ms').run();
    const { body } = await gql<{ adminNewsletterCsv: string }>(
      '{ adminNewsletterCsv }',
      undefined,
      asStaff(),
    );
    const lines = body.data?.adminNewsletterCsv.split('\n') ?? [];
    expect(lines[0]).toBe('email,consenso');
    expect(lines.slice(1).map((line) => line.replace(/,[^,]*$/, ''))).toEqual(
      expect.arrayContaining([
        "'=1+2@example.it",
        "'+39@example.it",
        "'-2+3@example.it",
        `"'=hyperlink(""http://x.example"";""clic"")@example.it"`,
      ]),
    );
    expect(lines.slice(1).every((line) => /^["']/.test(line))).toBe(true);
  });
});
