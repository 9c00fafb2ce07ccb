import type { Emitter } from './events/emitter';
import type { SlideRefDetail } from './events/types';
import type { ScrollToOptions } from './page/scroll-to';
import type { MediaControls } from './media/watch';
import type { ModulePreview } from './preview';
import type { SlideRef } from './slideshow/deck';

/** Module load states of spec section 4, in order. */
export const MODULE_STATES = [
	'registered',
	'observed',
	'initialised',
	'loaded',
	'prepared',
	'run',
] as const;

export type ModuleState = ( typeof MODULE_STATES )[ number ];

/** What a page can do with a module (window.Stagecraft.get(alias)). */
export interface ModuleControls {
	next: () => void;
	prev: () => void;
	/** An index into the slides, '+1', '-1', '#id', 'first', 'last' or 'random'. */
	goTo: ( ref: SlideRef ) => void;
	pause: () => void;
	play: () => void;
	/** The current slide, or null before the module runs. */
	current: () => SlideRefDetail | null;
	readonly slideCount: number;
	on: Emitter[ 'on' ];
	off: Emitter[ 'off' ];
	once: Emitter[ 'once' ];
	/** Lays the module out again (after its container changed size). */
	redraw: () => void;
	/** Full screen on, off, or toggled (no argument). */
	fullscreen: ( on?: boolean ) => void;
	/** Scrolls to an anchor id, or to the module itself; false when there is no such target. */
	scrollTo: (
		target?: string,
		options?: ScrollToOptions
	) => Promise< boolean >;
}

/** The layer media calls are on the handle (layer actions call them too). */
export interface ModuleHandle extends ModuleControls, MediaControls {
	readonly alias: string;
	/** Database id: from the markup first, then from the loaded data. */
	readonly id: number;
	readonly state: ModuleState;
	/** Whether the server migrated the module from a legacy format (known once prepared). */
	readonly migrated: boolean;
	readonly element: HTMLElement;
	/** Only in edit mode (data-stagecraft-edit="true"): the editor's timeline preview. */
	readonly preview?: ModulePreview;
	destroy: () => void;
}
