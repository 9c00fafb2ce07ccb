// The module the canvas runs now, for panels that talk to it (the timeline plays and seeks it):
// the canvas publishes each run here, panels read it with useRunningModule(), and neither knows
// the other.
import { useSyncExternalStore } from '@wordpress/element';
import type { CanvasModule } from './frame';

let running: CanvasModule | null = null;
const listeners = new Set< () => void >();

/**
 * The canvas ran the module again (after an edit), or stopped (null).
 *
 * @param next The running module.
 */
export function setRunningModule( next: CanvasModule | null ): void {
	running = next;
	listeners.forEach( ( listener ) => listener() );
}

/** The module the canvas runs now, or null. */
export const getRunningModule = (): CanvasModule | null => running;

/**
 * Calls back whenever the canvas runs the module again.
 *
 * @param listener The callback.
 */
export function subscribeRunningModule( listener: () => void ): () => void {
	listeners.add( listener );
	return () => listeners.delete( listener );
}

/** The module the canvas runs now (re-renders when it changes). */
export const useRunningModule = (): CanvasModule | null =>
	useSyncExternalStore( subscribeRunningModule, getRunningModule );
