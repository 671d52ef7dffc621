import { describe, expect, it } from 'vitest';
import { contactLinks } from '../../src/lib/contact-links.ts';

const nbsp = '\u00a0';

describe('contact links, derived once from the number as written', () => {
  it('a London landline: shown as written with non-breaking spaces, dialled as +44', () => {
    expect(contactLinks('020 7946 0123')).toEqual({
      phone: { display: `020${nbsp}7946${nbsp}0123`, e164: '+442079460123', href: 'tel:+442079460123' },
      whatsapp: { digits: '442079460123', href: 'https://wa.me/442079460123' },
    });
  });

  it('a landline written with odd spacing (Ofcom drama range)', () => {
    expect(contactLinks('01632 960 123')).toEqual({
      phone: { display: `01632${nbsp}960${nbsp}123`, e164: '+441632960123', href: 'tel:+441632960123' },
      whatsapp: { digits: '441632960123', href: 'https://wa.me/441632960123' },
    });
  });

  it('a mobile, valid and in the drama range alike', () => {
    expect(contactLinks('07911 123456')).toEqual({
      phone: { display: `07911${nbsp}123456`, e164: '+447911123456', href: 'tel:+447911123456' },
      whatsapp: { digits: '447911123456', href: 'https://wa.me/447911123456' },
    });
    expect(contactLinks('07700 900606')).toEqual({
      phone: { display: `07700${nbsp}900606`, e164: '+447700900606', href: 'tel:+447700900606' },
      whatsapp: { digits: '447700900606', href: 'https://wa.me/447700900606' },
    });
  });

  it('a number typed with brackets, +44, (0) or no spaces: the links are the same number, the display is as typed', () => {
    for (const [written, display] of [
      ['(020) 7946 0123', `(020)${nbsp}7946${nbsp}0123`],
      ['+44 20 7946 0123', `+44${nbsp}20${nbsp}7946${nbsp}0123`],
      ['+44 (0)20 7946 0123', `+44${nbsp}(0)20${nbsp}7946${nbsp}0123`],
      ['02079460123', '02079460123'],
    ]) {
      const { phone, whatsapp } = contactLinks(written!);
      expect(phone, written).toEqual({ display, e164: '+442079460123', href: 'tel:+442079460123' });
      expect(whatsapp, written).toEqual({ digits: '442079460123', href: 'https://wa.me/442079460123' });
    }
  });

  it('keeps a written extension in the tel: link only: E.164 and WhatsApp have none', () => {
    const { phone, whatsapp } = contactLinks('020 7946 0123 ext. 12');
    expect(phone).toEqual({
      display: `020${nbsp}7946${nbsp}0123${nbsp}ext.${nbsp}12`,
      e164: '+442079460123',
      href: 'tel:+442079460123;ext=12',
    });
    expect(whatsapp.digits).toBe('442079460123');
  });

  it('takes WhatsApp from its own number when the brand gives one, the calls still from the phone', () => {
    const { phone, whatsapp } = contactLinks('020 7946 0123', '+44 7700 900999');
    expect(phone.href).toBe('tel:+442079460123');
    expect(whatsapp).toEqual({ digits: '447700900999', href: 'https://wa.me/447700900999' });
  });

  it('refuses what is no UK number rather than making a link of it', () => {
    expect(() => contactLinks('12345')).toThrow(/must be a UK phone number/);
    expect(() => contactLinks('020 7946 0123', '+33 1 23 45 67 89')).toThrow(/must be a UK phone number/);
  });
});
