import { createEmitter } from '../events/emitter';
import { createEventStore } from '../events/store';
import type { ActionContext } from './context';
import { createActions } from './index';
import { createMediaTriggers } from './triggers';

describe( 'media triggers', () => {
	it( 'names a start, a pause and an end per layer', () => {
		const trigger = createMediaTriggers();
		expect( trigger( '4', -1 ) ).toBeNull();
		expect( trigger( '4', 3 ) ).toBeNull();
		expect( trigger( '4', 1 ) ).toBe( 'mediastart' );
		// A stall and its recovery are no new start.
		expect( trigger( '4', 3 ) ).toBeNull();
		expect( trigger( '4', 1 ) ).toBeNull();
		// Another layer keeps its own state.
		expect( trigger( '5', 1 ) ).toBe( 'mediastart' );
		expect( trigger( '4', 2 ) ).toBe( 'mediapause' );
		expect( trigger( '4', 2 ) ).toBeNull();
		expect( trigger( '4', 1 ) ).toBe( 'mediastart' );
		expect( trigger( '4', 0 ) ).toBe( 'mediaend' );
		// Paused without having played (a cued player) is no pause.
		expect( trigger( '6', 2 ) ).toBeNull();
		expect( trigger( '5', 0 ) ).toBe( 'mediaend' );
	} );
} );

describe( 'actions on media triggers', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	function setUp() {
		document.body.innerHTML = `<div data-stagecraft-alias="m"><div class="stage">
			<div data-slide-index="0"><div data-layer-id="4" data-stagecraft-media></div>
			<p data-layer-id="7">Text</p></div></div></div>`;
		const root = document.querySelector< HTMLElement >(
			'[data-stagecraft-alias]'
		)!;
		const stage = root.querySelector< HTMLElement >( '.stage' )!;
		const emitter = createEmitter( root );
		const store = createEventStore( window );
		const request = jest.fn();
		const pause = jest.fn();
		const play = jest.fn();
		const layer = ( id: number, actions: object[] ) => ( {
			id,
			actions,
		} );
		const context = {
			root,
			stage,
			slides: [
				{
					layers: [
						layer( 4, [
							{ a: 'next', evt: 'mediaend' },
							{ a: 'pause', evt: 'mediastart' },
							{ a: 'resume', evt: 'mediapause' },
						] ),
						layer( 7, [ { a: 'prev', evt: 'mediaend' } ] ),
					],
				},
			],
			emitter,
			store,
			request,
			pause,
			play,
			playing: () => true,
			current: () => 0,
			lengthOf: () => 9000,
		} as unknown as ActionContext;
		const actions = createActions( context );
		const change = ( state: number, layerId = '4' ) =>
			emitter.emit( 'mediastatechange', {
				layer: layerId,
				slide: 0,
				type: 'html5',
				state: state as -1 | 0 | 1 | 2 | 3 | 4,
			} );
		return { actions, change, request, pause, play, store };
	}

	it( 'runs the media layer’s own actions for its start, pause and end', () => {
		const { actions, change, request, pause, play, store } = setUp();
		change( 1 );
		jest.advanceTimersByTime( 50 );
		expect( pause ).toHaveBeenCalledTimes( 1 );
		expect( request ).not.toHaveBeenCalled();
		change( 2 );
		jest.advanceTimersByTime( 50 );
		expect( play ).toHaveBeenCalledTimes( 1 );
		change( 0 );
		jest.advanceTimersByTime( 50 );
		// Only the media's own layer acts: layer 7's mediaend action does not run.
		expect( request ).toHaveBeenCalledTimes( 1 );
		expect( request ).toHaveBeenCalledWith( '+1' );
		// A slide background's media has no layer actions.
		change( 1, 'slide-3' );
		change( 0, 'slide-3' );
		jest.advanceTimersByTime( 50 );
		expect( request ).toHaveBeenCalledTimes( 1 );
		actions.destroy();
		change( 1 );
		jest.advanceTimersByTime( 50 );
		expect( pause ).toHaveBeenCalledTimes( 1 );
		store.clear();
	} );
} );
