import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAX_PHONE_LENGTH } from '../../schema/rules/form-rules';
import { PhoneField } from '../../web/ui/Field';

describe('the phone box of every form', () => {
  it('takes no more characters than the phone rule allows', () => {
    render(<PhoneField name="phone" value="" onChange={() => {}} />);
    const phone = screen.getByLabelText('Telefono');
    expect(MAX_PHONE_LENGTH).toBe(20);
    expect(phone.getAttribute('maxlength')).toBe('20');
    expect(phone.getAttribute('type')).toBe('tel');
  });
});
