// What the command lines built on the map format share, in Node only: reading a file safely and
// printing text from it safely. `@dungeonbowl/dungeon-schema/node`; the library itself is `src/`.
export {
  fileRefusalSentence,
  readFileAtMost,
  type FileRead,
  type FileRefusal,
  type SpecialFile,
} from './read-file';
export { printable } from './printable';
