import trainingHall from '../samples/training-hall.dungeon.json';

/** The dungeons shipped with the product, in the order the apps list them. */
export const sampleMaps = [{ id: 'training-hall', map: trainingHall }] as const;

export type SampleId = (typeof sampleMaps)[number]['id'];
