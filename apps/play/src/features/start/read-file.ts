import type { ChangeEvent } from 'react';

/** A file's bytes, as the map format and the match files read them (UTF-8 is checked there). */
export const fileBytes = async (file: Blob): Promise<Uint8Array> =>
  new Uint8Array(await file.arrayBuffer());

/** The bytes of the file a file input was given, read once; the input is emptied for the next. */
export const readFile = (
  event: ChangeEvent<HTMLInputElement>,
): Promise<{ name: string; bytes: Uint8Array } | null> => {
  const file = event.target.files?.[0];
  event.target.value = '';
  return file
    ? fileBytes(file).then((bytes) => ({ name: file.name, bytes }))
    : Promise.resolve(null);
};
