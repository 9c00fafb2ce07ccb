import type { Direction } from '../slideshow/deck';
import type { MediaChange } from '../media/manager';
import type { PauseCause } from '../slideshow/slideshow';

/** A slide as events and current() name it: index into the slides and its id. */
export interface SlideRefDetail {
	index: number;
	id: number | string;
}

export interface ChangeDetail {
	/** Null for the first slide drawn. */
	from: SlideRefDetail | null;
	to: SlideRefDetail;
	direction: Direction;
}

export type SceneName = 'in' | 'out' | 'loop' | 'pan';

export interface LayerDetail {
	slide: SlideRefDetail;
	layer: number | string;
	element: Element;
	scene: SceneName;
	/** Index into the scene's frames, for frame events. */
	frame?: number;
}

/** Module and layer events of spec section 4 with what each carries. */
export interface ModuleEvents {
	ready: { alias: string; slideCount: number };
	loaded: { alias: string; slideCount: number };
	beforeChange: ChangeDetail;
	afterChange: ChangeDetail;
	ended: SlideRefDetail;
	finished: SlideRefDetail;
	pause: SlideRefDetail & { cause?: PauseCause };
	resume: SlideRefDetail & { cause?: PauseCause };
	enterstage: LayerDetail;
	enteredstage: LayerDetail;
	leavestage: LayerDetail;
	leftstage: LayerDetail;
	framestarted: LayerDetail;
	frameended: LayerDetail;
	framerepeated: LayerDetail;
	/** Every animation tick of a layer's frame (only while an API handler listens). */
	update: LayerDetail & { progress?: number };
	lowfps: { fps: number };
	/** A layer's or background's media player changed state (-1…4, spec section 4). */
	mediastatechange: MediaChange;
}

export type ModuleEventName = keyof ModuleEvents;

export type ModuleEventHandler< K extends ModuleEventName > = (
	detail: ModuleEvents[ K ]
) => void;

/**
 * Every module and layer event, once: the API publishes it
 * (window.Stagecraft.events) and the e2e tests record by it.
 */
export const MODULE_EVENTS = [
	'ready',
	'loaded',
	'beforeChange',
	'afterChange',
	'ended',
	'finished',
	'pause',
	'resume',
	'enterstage',
	'enteredstage',
	'leavestage',
	'leftstage',
	'framestarted',
	'frameended',
	'framerepeated',
	'update',
	'lowfps',
	'mediastatechange',
] as const satisfies readonly ModuleEventName[];

// Fails to compile while an event of ModuleEvents is missing from the list.
const complete: Exclude<
	ModuleEventName,
	( typeof MODULE_EVENTS )[ number ]
> extends never
	? true
	: never = true;
void complete;
