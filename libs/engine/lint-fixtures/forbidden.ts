// Lint fixture: every line marked "must fail" breaks a boundary of the pure engine.
import { BoardStage } from '@dungeonbowl/ui'; // must fail: the UI library
import { useState } from 'react'; // must fail: React
import Konva from 'konva'; // must fail: Konva
import { configureStore } from '@reduxjs/toolkit'; // must fail: Redux
import { sampleMaps } from '@dungeonbowl/dungeon-schema';

export const forbidden = [
  BoardStage,
  useState,
  Konva,
  configureStore,
  sampleMaps,
  Math.max(1, 2),
  Math.random(), // must fail: unseeded chance
  Date.now(), // must fail: the clock
  window.innerWidth, // must fail: the DOM
  document.title, // must fail: the DOM
];
