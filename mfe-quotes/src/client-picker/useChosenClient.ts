import { useCallback } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { NewQuote, QuoteFormValues } from '../quote-form/quoteForm.ts';
import type { ChosenClient } from './ClientPicker.tsx';

/** The quote form's client for the picker: who is chosen, how to change it, what is wrong. */
export function useChosenClient(form: UseFormReturn<QuoteFormValues, unknown, NewQuote>) {
  const { control, setValue, formState } = form;
  const [clientId, clientName, clientEmail] = useWatch({ control, name: ['clientId', 'clientName', 'clientEmail'] });
  const choose = useCallback(
    (client: ChosenClient) => {
      const options = { shouldValidate: formState.isSubmitted };
      setValue('clientId', client.clientId, options);
      setValue('clientName', client.clientName, options);
      setValue('clientEmail', client.clientEmail, options);
    },
    [setValue, formState],
  );
  const { errors } = formState;
  return {
    client: { clientId, clientName, clientEmail },
    choose,
    error: (errors.clientId ?? errors.clientName ?? errors.clientEmail)?.message,
  };
}
