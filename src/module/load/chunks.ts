// The runtime's parts that come in chunks of their own, each evaluated in its own task: one
// long evaluation of the whole runtime was the longest task at mount.
import type { Motion, MotionOptions } from '../../motion';
import type * as Controls from './controls';
import type * as Data from './data';

export type MotionFactory = ( options: MotionOptions ) => Motion;

/** What the data chunk exports: the view normaliser and the resource reader. */
export type DataReaders = typeof Data;

/** GSAP and the motion driver. */
export const loadMotion = (): Promise< MotionFactory > =>
	import(
		/* webpackChunkName: "module/motion" */ '../../motion/driver'
	).then( ( driver ) => driver.createMotion );

/** Resolves in a later task (scheduler.yield where the browser has it), so input and paint go first. */
export const nextTask = (): Promise< void > => {
	const scheduler = (
		globalThis as { scheduler?: { yield?: () => Promise< void > } }
	 ).scheduler;
	return scheduler?.yield
		? scheduler.yield()
		: new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
};

// Building zod's view schemas at import was a third of the runtime's evaluation.
let normaliser: Promise< DataReaders > | null = null;

/**
 * The view schemas and normalisation, shared by every module of the page. Evaluating the chunk
 * and reading the data with it are two tasks, not one.
 */
export const loadNormaliser = (): Promise< DataReaders > =>
	( normaliser ??= import(
		/* webpackChunkName: "module/data" */ './data'
	).then( async ( data ) => {
		await nextTask();
		return data;
	} ) );

let controls: Promise< typeof Controls > | null = null;

/** Navigation and deep links (built into module/navigation.js), shared by every module of the page. */
export const loadControls = (): Promise< typeof Controls > =>
	( controls ??= import(
		/* webpackChunkName: "module/controls" */ './controls'
	) );

/**
 * The motion driver for one module, loaded once: the one given (tests), else the chunk.
 *
 * @param given A driver factory to use instead of the chunk's.
 */
export function motionLoader(
	given?: MotionFactory
): () => Promise< MotionFactory > {
	let loading: Promise< MotionFactory > | null = null;
	return () =>
		( loading ??= given ? Promise.resolve( given ) : loadMotion() );
}

/**
 * A chunk's export, or null when the chunk did not load (offline): the visitor keeps the
 * server's first slide, and the console says which part is missing.
 *
 * @param load  Loads the chunk.
 * @param alias The module, for the message.
 * @param what  The part, e.g. "the motion driver".
 */
export async function loadedOrNull< T >(
	load: () => Promise< T >,
	alias: string,
	what: string
): Promise< T | null > {
	try {
		return await load();
	} catch ( error ) {
		// eslint-disable-next-line no-console
		console.error( `${ alias }: ${ what } did not load`, error );
		return null;
	}
}
