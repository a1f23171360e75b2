// Lint fixture: every line marked "must fail" breaks a boundary of the server.
import { BoardStage } from '@dungeonbowl/ui'; // must fail: the UI library
import { App } from 'play'; // must fail: an app, by its package name
import { App as EditorApp } from '../../editor/src/App'; // must fail: an app, by path
import { useState } from 'react'; // must fail: React
import { startMatch } from '@dungeonbowl/engine';
import { sampleMaps } from '@dungeonbowl/dungeon-schema';

export const forbidden = [BoardStage, App, EditorApp, useState, startMatch, sampleMaps];
