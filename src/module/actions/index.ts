import type { Action } from '../../schema/action';
import type { ModuleEvents } from '../events/types';
import type { ActionContext, ActionSource } from './context';
import { samePageAnchor } from './anchor';
import { hrefOf, pageLocation } from './href';
import { ACTION_KINDS, SLIDE_KINDS } from './kinds';
import { createActionSchedule } from './schedule';
import type { ActionSchedule } from './schedule';
import { createMediaTriggers, eventOf, layersAt } from './triggers';
import type { LayerHit } from './triggers';

export type { ActionContext } from './context';
export { ACTION_KINDS } from './kinds';

export interface Actions {
	/** Runs the actions of the layers listening for a custom event (also on document). */
	dispatch: ( name: string ) => void;
	destroy: () => void;
}

/**
 * Layer actions of a running module (spec sections 2 and 3): listeners on
 * the stage for clicks and hovers, the layer scene events, and the custom
 * events layers `listen` for; each action runs through its schedule (19 ms
 * debounce, rate limit rd, delay d).
 *
 * @param context The module.
 */
export function createActions( context: ActionContext ): Actions {
	const { stage, store, emitter, slides } = context;
	const schedules = new Map< string, ActionSchedule >();
	const clock = {
		now: () => store.win.performance.now(),
		timeout: ( callback: () => void, ms: number ) =>
			store.timeout( callback, ms ),
	};
	let returning: ( () => void ) | null = null;

	function scheduleOf( hit: LayerHit, index: number, action: Action ) {
		const key = `${ hit.slide }:${ hit.layer.id }:${ index }`;
		let schedule = schedules.get( key );
		if ( ! schedule ) {
			schedule = createActionSchedule( action, clock );
			schedules.set( key, schedule );
		}
		return schedule;
	}

	// rTo: after a layer's action changed the slide, the module returns there
	// once the new slide has shown for its length (unless the slideshow plays on).
	function returnLater( rTo: string ) {
		returning?.();
		const off = () => {
			emitter.off( 'afterChange', arrived );
			returning = null;
		};
		const arrived = () => {
			off();
			const stop = store.timeout( () => {
				if ( ! context.playing() ) {
					context.request(
						/^\d+$/.test( rTo ) ? Number( rTo ) : rTo
					);
				}
			}, context.lengthOf( context.current() ) );
			const cancel = () => {
				stop();
				emitter.off( 'beforeChange', cancel );
			};
			emitter.on( 'beforeChange', cancel );
			returning = cancel;
		};
		emitter.on( 'afterChange', arrived );
		returning = off;
	}

	function run( action: Action, source: ActionSource ) {
		const kind = ACTION_KINDS[ action.a ?? '' ];
		if ( ! kind ) {
			return;
		}
		void Promise.resolve( kind( action, source, context ) ).catch(
			( error: unknown ) =>
				// eslint-disable-next-line no-console
				console.error(
					`Stagecraft: action ${ action.a } failed`,
					error
				)
		);
		const rTo = source.layer.rTo;
		if ( rTo && SLIDE_KINDS.includes( action.a ?? '' ) ) {
			returnLater( rTo );
		}
	}

	function fire( hits: LayerHit[], evt: string, event?: Event ) {
		hits.forEach( ( hit ) =>
			hit.layer.actions.forEach( ( action, index ) => {
				if ( eventOf( action.evt ) !== evt ) {
					return;
				}
				if ( evt === 'click' && action.a === 'link' && event ) {
					// A real link navigates by itself; only same-page links scroll instead.
					const link = ( event.target as Element ).closest(
						'a[href]'
					);
					const page = pageLocation( store.win );
					const anchor = samePageAnchor(
						hrefOf( action, page ),
						page
					);
					if ( link && ! anchor ) {
						return;
					}
					event.preventDefault();
				}
				scheduleOf( hit, index, action ).trigger( () =>
					run( action, { ...hit, event } )
				);
			} )
		);
	}

	store.on( stage, 'click', ( event ) =>
		fire( layersAt( event.target, context ), 'click', event )
	);
	// Layers that act on click but are no button or link answer Enter and Space too.
	store.on( stage, 'keydown', ( event ) => {
		const el = event.target as HTMLElement;
		if (
			( event.key === 'Enter' || event.key === ' ' ) &&
			el.getAttribute( 'role' ) === 'button' &&
			! ( el instanceof HTMLButtonElement )
		) {
			event.preventDefault();
			el.click();
		}
	} );
	// Hover in and out, from the bubbling pair: a move between a layer's children is no hover.
	const hover =
		( evt: 'mouseenter' | 'mouseleave' ) => ( event: MouseEvent ) =>
			fire(
				layersAt( event.target, context ).filter(
					( hit ) =>
						! (
							event.relatedTarget instanceof Node &&
							hit.element.contains( event.relatedTarget )
						)
				),
				evt,
				event
			);
	store.on( stage, 'mouseover', hover( 'mouseenter' ) );
	store.on( stage, 'mouseout', hover( 'mouseleave' ) );

	const sceneEvent =
		( evt: 'enterstage' | 'leavestage' ) =>
		( detail: { slide: { index: number }; element: Element } ) =>
			fire( layersAt( detail.element, context ), evt );
	const onEnter = sceneEvent( 'enterstage' );
	const onLeave = sceneEvent( 'leavestage' );
	emitter.on( 'enterstage', onEnter );
	emitter.on( 'leavestage', onLeave );

	// Media triggers: the actions of the layer whose media started, paused or ended.
	const mediaTrigger = createMediaTriggers();
	const onMedia = ( change: ModuleEvents[ 'mediastatechange' ] ) => {
		const evt = mediaTrigger( change.layer, change.state );
		const layer = slides[ change.slide ]?.layers.find(
			( item ) => String( item.id ) === change.layer
		);
		const element = Array.from(
			stage.querySelectorAll< HTMLElement >(
				`[data-slide-index="${ change.slide }"] [data-layer-id]`
			)
		).find( ( el ) => el.dataset.layerId === change.layer );
		if ( evt && layer && element ) {
			fire( [ { layer, element, slide: change.slide } ], evt );
		}
	};
	emitter.on( 'mediastatechange', onMedia );

	// Custom events (layer `listen`): the layers of the current slide that listen run them.
	function dispatch( name: string ) {
		const index = context.current();
		const slideEl = stage.querySelector(
			`[data-slide-index="${ index }"]`
		);
		const hits = ( slides[ index ]?.layers ?? [] ).flatMap( ( layer ) => {
			const element = slideEl?.querySelector< HTMLElement >(
				`[data-layer-id="${ CSS.escape( String( layer.id ) ) }"]`
			);
			return layer.listen?.includes( name ) && element
				? [ { layer, element, slide: index } ]
				: [];
		} );
		fire( hits, name );
	}
	const names = new Set(
		slides.flatMap( ( slide ) =>
			slide.layers.flatMap( ( layer ) => layer.listen ?? [] )
		)
	);
	names.forEach( ( name ) =>
		store.on( store.doc, name, () => dispatch( name ) )
	);

	return {
		dispatch,
		destroy() {
			returning?.();
			emitter.off( 'enterstage', onEnter );
			emitter.off( 'leavestage', onLeave );
			emitter.off( 'mediastatechange', onMedia );
			schedules.forEach( ( schedule ) => schedule.cancel() );
			schedules.clear();
		},
	};
}
