// Lint fixture: every line marked "must fail" breaks a boundary of the pure map-format library.
import { BoardStage } from '@dungeonbowl/ui'; // must fail: the UI library
import { createElement } from 'react'; // must fail: React

export const forbidden = [
  BoardStage,
  createElement,
  Math.random(), // must fail: unseeded chance
  new Date(), // must fail: the clock
  window, // must fail: the DOM
  document, // must fail: the DOM
];
