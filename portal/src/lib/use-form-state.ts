import { type ChangeEvent, useCallback, useState } from 'react';
import { type FieldErrors, hasErrors, serverFieldErrors } from '@/lib/form-errors';

/**
 * Values and errors of a small form; editing a field clears its error. `showServerErrors` puts
 * a failed call's field issues on the fields and says whether there were any.
 */
export function useFormState<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});

  const bind = useCallback(
    (name: K) => ({
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
      },
    }),
    [values, errors],
  );

  const showServerErrors = useCallback((error: unknown): boolean => {
    const found = serverFieldErrors<K>(error);
    if (!hasErrors(found)) return false;
    setErrors(found);
    return true;
  }, []);

  return { values, setValues, errors, setErrors, bind, showServerErrors };
}
