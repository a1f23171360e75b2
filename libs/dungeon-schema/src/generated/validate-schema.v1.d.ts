// Types of the generated standalone validator (validate-schema.v1.js), written by hand once: it
// is the ajv ValidateFunction signature and does not change with the schema.
import type { ErrorObject } from 'ajv';
import type { DungeonMap } from './dungeon-map.v1';

declare const validate: {
  (data: unknown): data is DungeonMap;
  errors?: ErrorObject[] | null;
};
export default validate;
