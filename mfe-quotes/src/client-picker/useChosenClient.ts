import { useCallback, useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { NewQuote, QuoteFormValues } from '../quote-form/quoteForm.ts';
import type { ChosenClient } from './ClientPicker.tsx';

/** The quote form's client for the picker: who is chosen, how to change it, what is wrong. */
export function useChosenClient(form: UseFormReturn<QuoteFormValues, unknown, NewQuote>) {
  const { control, setValue, formState } = form;
  const [clientId, clientName, clientEmail] = useWatch({ control, name: ['clientId', 'clientName', 'clientEmail'] });
  // Checked as it changes once the form has been submitted, as the other fields are.
  const { isSubmitted, errors } = formState;
  const choose = useCallback(
    (client: ChosenClient) => {
      const options = { shouldValidate: isSubmitted };
      setValue('clientId', client.clientId, options);
      setValue('clientName', client.clientName, options);
      setValue('clientEmail', client.clientEmail, options);
    },
    [setValue, isSubmitted],
  );
  // The same object while the client stays the same: the picker is memoised on it.
  const client = useMemo(() => ({ clientId, clientName, clientEmail }), [clientId, clientName, clientEmail]);
  return {
    client,
    choose,
    error: (errors.clientId ?? errors.clientName ?? errors.clientEmail)?.message,
  };
}
