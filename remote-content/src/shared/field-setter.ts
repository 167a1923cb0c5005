import type { FieldValues, Path, PathValue, UseFormSetValue } from 'react-hook-form';

/** `set('name')`: a field component's `onChange`, writing that value into the form (react-hook-form's `setValue`). */
export function fieldSetter<Values extends FieldValues>(setValue: UseFormSetValue<Values>) {
  return <K extends Path<Values>>(key: K) =>
    (value: PathValue<Values, K>) =>
      setValue(key, value);
}
