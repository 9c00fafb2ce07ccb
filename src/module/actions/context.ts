import type { Motion } from '../../motion';
import type { Action } from '../../schema/action';
import type { LayerView } from '../../schema/layer-view';
import type { ModuleSettingsView } from '../../schema/settings/view';
import type { SlideView } from '../../schema/slide-view';
import type { StagecraftApi } from '../api';
import type { Emitter } from '../events/emitter';
import type { EventStore } from '../events/store';
import type { SlideRef } from '../slideshow/deck';

/** What actions may do to their module: the player's controls and the page's API. */
export interface ActionContext {
	root: HTMLElement;
	stage: HTMLElement;
	slides: readonly SlideView[];
	motion: Motion;
	emitter: Emitter;
	store: EventStore;
	request: ( ref: SlideRef ) => void;
	pause: () => void;
	play: () => void;
	/** Whether the slideshow plays now. */
	playing: () => boolean;
	/** Index of the current slide. */
	current: () => number;
	/** A slide's length in ms. */
	lengthOf: ( index: number ) => number;
	/** The module's settings (the effects read sbt and vPort). */
	settings?: ModuleSettingsView;
	/** Modals open and close through it (and media, once the media players expose it). */
	api?: StagecraftApi;
}

/** The layer an action belongs to, where it fired. */
export interface ActionSource {
	layer: LayerView;
	element: HTMLElement;
	/** The slide the layer sits on. */
	slide: number;
	/** The DOM event that triggered it, when there was one. */
	event?: Event;
}

/** One kind of action: what it does when it runs. */
export type ActionKind = (
	action: Action,
	source: ActionSource,
	context: ActionContext
) => unknown;
