// Lint fixture: every line marked "must fail" breaks a boundary of the shared UI library.
import { App } from 'editor'; // must fail: an app, by its package name
import { App as PlayApp } from '../../../apps/play/src/App'; // must fail: an app, by path
import { configureStore } from '@reduxjs/toolkit'; // must fail: Redux
import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { useState } from 'react';

export const forbidden = [App, PlayApp, configureStore, sampleMaps, useState];
