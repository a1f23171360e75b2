import type { ChangeEvent } from 'react';

/** The text of the file a file input was given, read once; the input is emptied for the next. */
export const readFile = (
  event: ChangeEvent<HTMLInputElement>,
): Promise<{ name: string; text: string } | null> => {
  const file = event.target.files?.[0];
  event.target.value = '';
  return file ? file.text().then((text) => ({ name: file.name, text })) : Promise.resolve(null);
};
