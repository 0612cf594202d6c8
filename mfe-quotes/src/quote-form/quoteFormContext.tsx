import { createContext, useContext, type ReactNode } from 'react';
import { FormProvider, get, useFormState, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { QuoteFormValues } from './quoteForm.ts';

/** The quote form's methods (register, setValue, getValues, control), for the sections under it. */
type QuoteFormMethods = Pick<UseFormReturn<QuoteFormValues>, 'register' | 'setValue' | 'getValues' | 'control'>;

const QuoteFormMethods = createContext<QuoteFormMethods | null>(null);

/**
 * Gives a quote form to its sections. React Hook Form's own context takes a new value whenever the
 * form's state changes (its first "ready" on mount, dirty, submitted, each error), and every
 * component reading it renders again: on New Quote that was the whole form, once more, in the
 * task that first paints it. This one holds `useForm`'s answer, one object for the form's life,
 * so a section renders again only for the values it watches and the errors it asks for.
 * (React Hook Form's provider stays under it for `useWatch`, `useFieldArray` and `Controller`,
 * which read only its control, which never changes.)
 */
export function QuoteFormProvider<Values extends FieldValues>({ form, children }: { form: UseFormReturn<Values, any, any>; children: ReactNode }) {
  return (
    <FormProvider {...form}>
      <QuoteFormMethods.Provider value={form as unknown as QuoteFormMethods}>{children}</QuoteFormMethods.Provider>
    </FormProvider>
  );
}

export function useQuoteForm(): QuoteFormMethods {
  const methods = useContext(QuoteFormMethods);
  if (!methods) throw new Error('useQuoteForm needs a QuoteFormProvider above it');
  return methods;
}

/**
 * The errors at `name` and under it (a field's, or a line's fields'), rendering again only when
 * those change.
 */
export function useQuoteErrors<Name extends FieldPath<QuoteFormValues> | 'root'>(name: Name) {
  const { control } = useQuoteForm();
  const { errors } = useFormState({ control, name: name as FieldPath<QuoteFormValues> });
  return get(errors, name) as QuoteFieldErrors | undefined;
}

/** An error, or the errors of a line's fields, as the quote sections read them. */
export type QuoteFieldErrors = { message?: string } & { [field: string]: { message?: string } | undefined };
