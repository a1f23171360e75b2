export { sampleMaps, type SampleId } from './samples';
