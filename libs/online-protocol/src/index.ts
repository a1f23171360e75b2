export * from './room-messages';
export * from './matches-api';
