import { gsap } from 'gsap';
import { sampleReply } from '../schema/sample-reply';
import { createApi } from '../module/api';
import { createModule } from '../module/runtime';
import { serverMarkup } from '../module/test-markup';
import { renderStage } from './Stage';

// A slider with every part that listens: navigation of each kind, the input
// kinds, the progress bar, autoplay with its pause causes, a hovering layer.
function sliderReply() {
	const reply = sampleReply();
	const [ slide ] = reply.slides;
	const layer = {
		...slide.layers[ 0 ],
		hov: { use: true, y: -4, c: '#ff0000' },
	};
	const element = { set: true, key: 'default' };
	return {
		...reply,
		settings: {
			...reply.settings,
			type: 'slider',
			slideshow: { auto: true, len: 9000, sOH: true },
			browser: { freezeOnBlur: true, useURLDeeplink: true },
			navigation: {
				arrows: { ...element, anim: 'fade' },
				bullets: element,
				thumbs: element,
				tabs: element,
				scrubber: element,
			},
			nav: { keyboard: true, swipe: true, wheel: { set: true } },
			pbar: { set: true },
		},
		slides: [ 1, 2, 3 ].map( ( id ) => ( {
			...slide,
			id,
			order: id,
			attr: { deepLink: `slide-${ id }` },
			layers: [ layer ],
		} ) ),
	};
}

type Listener = [ EventTarget, string, unknown, boolean ];

// Every DOM listener added and not yet removed, wherever it was added.
function trackListeners() {
	const live: Listener[] = [];
	const capture = ( options?: boolean | EventListenerOptions ) =>
		typeof options === 'boolean' ? options : Boolean( options?.capture );
	const { addEventListener, removeEventListener } = EventTarget.prototype;
	jest.spyOn( EventTarget.prototype, 'addEventListener' ).mockImplementation(
		function ( this: EventTarget, type, listener, options ) {
			// jsdom's selector engine listens for :hover on its own.
			if ( ! /nwsapi/.test( new Error().stack ?? '' ) ) {
				live.push( [ this, type, listener, capture( options ) ] );
			}
			addEventListener.call( this, type, listener, options );
		}
	);
	jest.spyOn(
		EventTarget.prototype,
		'removeEventListener'
	).mockImplementation( function (
		this: EventTarget,
		type,
		listener,
		options
	) {
		const index = live.findIndex(
			( [ target, name, handler, phase ] ) =>
				target === this &&
				name === type &&
				handler === listener &&
				phase === capture( options )
		);
		if ( index >= 0 ) {
			live.splice( index, 1 );
		}
		removeEventListener.call( this, type, listener, options );
	} );
	return live;
}

// Observers made and not disconnected.
function trackObservers() {
	const connected = new Set< object >();
	window.IntersectionObserver = jest.fn( () => {
		const observer = {
			observe: () => connected.add( observer ),
			unobserve: () => {},
			disconnect: () => connected.delete( observer ),
		};
		return observer;
	} ) as unknown as typeof IntersectionObserver;
	return connected;
}

describe( 'module teardown', () => {
	afterEach( () => {
		jest.restoreAllMocks();
		jest.useRealTimers();
		// @ts-expect-error jsdom has no IntersectionObserver; restore that.
		delete window.IntersectionObserver;
		document.body.innerHTML = '';
	} );

	it( 'leaves no listener, timer, frame or observer behind on destroy', async () => {
		jest.useFakeTimers();
		const live = trackListeners();
		const observers = trackObservers();
		const api = createApi();
		const root = serverMarkup();
		const handle = createModule( root, {
			api,
			loader: () => Promise.resolve( sliderReply() ),
			render: renderStage,
			eager: true,
		} );
		const ready = api.ready( 'hero-demo' );
		await jest.advanceTimersByTimeAsync( 50 );
		await ready;
		// Running: it listens on the window, the document and its elements.
		handle.next();
		await jest.advanceTimersByTimeAsync( 3000 );
		expect( handle.current()?.index ).toBe( 1 );
		const targets = live.map( ( [ target ] ) => target );
		// jsdom hands listeners its window's inner object, not `window` itself.
		expect(
			targets.some(
				( target ) => ( target as Partial< Window > ).location
			)
		).toBe( true );
		expect( targets ).toContain( document );
		expect( targets ).toContain( root );
		expect( live.length ).toBeGreaterThan( 20 );
		expect( observers.size ).toBeGreaterThan( 0 );

		handle.destroy();
		// GSAP's ticker is the page's, not the module's: let it sleep. Preact runs
		// the effects it queued a frame later (its fallback timeout is 35 ms): let them run.
		gsap.ticker.sleep();
		jest.advanceTimersByTime( 40 );
		expect(
			live.map(
				( [ target, type, handler ] ) =>
					`${ ( target as Element ).className ?? 'window' } ${ type } ${ ( handler as () => void ).name }`
			)
		).toEqual( [] );
		expect( observers.size ).toBe( 0 );
		expect( jest.getTimerCount() ).toBe( 0 );
	} );
} );
