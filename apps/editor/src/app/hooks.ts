import { useDispatch, useSelector, useStore } from 'react-redux';
import type { EditorState, EditorStore } from './store';

export const useEditorDispatch = useDispatch.withTypes<EditorStore['dispatch']>();
export const useEditorSelector = useSelector.withTypes<EditorState>();
export const useEditorStore = useStore.withTypes<EditorStore>();
