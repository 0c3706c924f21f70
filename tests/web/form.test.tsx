import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { rule } from '../../schema/rules/form-rules';
import { CheckboxField } from '../../web/ui/ChoiceFields';
import { SelectField, TextField } from '../../web/ui/Field';
import { useForm } from '../../web/ui/useForm';

const RULES = {
  email: { label: 'E-mail', rules: [rule.required(), rule.email()] },
  color: { label: 'Colore', rules: [rule.required()] },
  accept: { label: 'Condizioni', rules: [rule.acceptAllCondition()] },
};

function Form({ onSend = () => {} }: { onSend?: () => void }) {
  const form = useForm({ email: '', color: '', accept: false }, () => RULES);
  return (
    <form onSubmit={form.onSubmit(onSend)}>
      <TextField label="E-mail" error={form.errors.email} {...form.text('email')} />
      <SelectField
        label="Colore"
        placeholder="Scegli"
        options={[{ value: 'blu', label: 'Blu' }]}
        error={form.errors.color}
        {...form.select('color')}
      />
      <CheckboxField label="Accetto" error={form.errors.accept} {...form.checkbox('accept')} />
      <button type="submit">Invia</button>
    </form>
  );
}

describe('a form checked with the shared rules', () => {
  it('does not judge a field while it is being typed, only when it is left', () => {
    render(<Form />);
    const email = screen.getByLabelText('E-mail');
    fireEvent.input(email, { target: { value: 'mario@' } });
    expect(screen.queryByText('Email non e valido')).toBeNull();
    fireEvent.blur(email);
    expect(screen.getByText('Email non e valido')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(
      screen.getByText('Email non e valido').id,
    );
    fireEvent.input(email, { target: { value: 'mario@example.it' } });
    expect(screen.getByText('Email non e valido')).toBeTruthy();
    fireEvent.blur(email);
    expect(screen.queryByText('Email non e valido')).toBeNull();
  });

  it('checks a committed choice at once', () => {
    render(<Form />);
    fireEvent.click(screen.getByLabelText('Accetto'));
    expect(screen.queryByText('E obbligatorie accettare Tutte le condizioni.')).toBeNull();
    fireEvent.click(screen.getByLabelText('Accetto'));
    expect(screen.getByText('E obbligatorie accettare Tutte le condizioni.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Colore'), { target: { value: 'blu' } });
    expect(screen.queryAllByText('Il campo non deve essere vuoto.')).toHaveLength(0);
  });

  it('checks every field on submit, one message per field, and focuses the first wrong one', () => {
    const onSend = vi.fn();
    render(<Form onSend={onSend} />);
    fireEvent.click(screen.getByText('Invia'));
    expect(screen.getAllByText('Il campo non deve essere vuoto.')).toHaveLength(2);
    expect(screen.getByText('E obbligatorie accettare Tutte le condizioni.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends once every field passes', () => {
    const onSend = vi.fn();
    render(<Form onSend={onSend} />);
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'mario@example.it' } });
    fireEvent.change(screen.getByLabelText('Colore'), { target: { value: 'blu' } });
    fireEvent.click(screen.getByLabelText('Accetto'));
    fireEvent.click(screen.getByText('Invia'));
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});
