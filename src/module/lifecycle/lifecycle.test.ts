import { createImageLoader } from '../../loaders/images';
import { sampleReply } from '../../schema/sample-reply';
import type { Motion } from '../../motion';
import { createApi } from '../api';
import { createModule } from '../runtime';
import { instantMotion, serverMarkup } from '../test-markup';
import { plainRenderer } from '../test-renderer';
import type { ModuleHandle } from '../types';
import { decorateStage, waitForModule } from './index';

const motion = (): Motion => instantMotion();

const flush = async () => {
	for ( let i = 0; i < 6; i++ ) {
		await Promise.resolve();
	}
};

const fontLinks = () =>
	Array.from(
		document.head.querySelectorAll< HTMLLinkElement >(
			'link[rel=stylesheet]'
		)
	);

afterEach( () => {
	document.body.innerHTML = '';
	document.head.innerHTML = '';
	jest.useRealTimers();
} );

describe( 'module initialisation waits', () => {
	let handle: ModuleHandle | undefined;
	afterEach( () => {
		handle?.destroy();
		handle = undefined;
	} );

	function start( settings: Record< string, unknown > ) {
		const reply = sampleReply();
		const api = createApi();
		const root = serverMarkup();
		handle = createModule( root, {
			api,
			loader: () =>
				Promise.resolve( {
					...reply,
					settings: { ...reply.settings, ...settings },
				} ),
			createMotion: motion,
			render: plainRenderer,
		} );
		return api;
	}

	it( 'fetches no stylesheet for a system font', async () => {
		const api = start( {
			fonts: [ { family: 'Arial', weights: [ 400 ] } ],
		} );
		await api.ready( 'hero-demo' );
		expect( fontLinks() ).toHaveLength( 0 );
	} );

	it( 'mounts only once the module font has loaded', async () => {
		const api = start( {
			fonts: [ { family: 'Open Sans', weights: [ 400, '600-700' ] } ],
		} );
		await flush();
		expect( handle?.state ).toBe( 'prepared' );
		const [ link ] = fontLinks();
		expect( link.getAttribute( 'href' ) ).toBe(
			'https://fonts.googleapis.com/css2?family=Open+Sans:wght@400;600..700&display=swap'
		);
		link.dispatchEvent( new Event( 'load' ) );
		await api.ready( 'hero-demo' );
		expect( handle?.state ).toBe( 'run' );
	} );
} );

describe( 'waitForModule', () => {
	it( 'logs a container not found in time, then lets the module go on', async () => {
		jest.useFakeTimers();
		const root = document.createElement( 'div' );
		let done = false;
		void waitForModule(
			root,
			'lost',
			{ fonts: [], urls: [] },
			{}
		).promise.then( () => ( done = true ) );
		jest.advanceTimersByTime( 19 * 101 );
		await flush();
		expect( done ).toBe( true );
		expect( console ).toHaveWarnedWith(
			'Stagecraft: the container of lost was not found in time'
		);
	} );
} );

describe( 'decorateStage', () => {
	function stage() {
		const el = document.createElement( 'div' );
		el.innerHTML =
			'<div data-slide-id="1" style="background-color:#123"><img class="stagecraft-module__bg" src="https://a.test/broken.jpg">' +
			'<div data-layer-id="4"></div></div>' +
			'<div data-slide-id="2"><img class="stagecraft-module__bg" src="https://a.test/fine.jpg"></div>';
		document.body.append( el );
		return el;
	}

	it( 'reports an image file the loader gave up on, once', async () => {
		const el = stage();
		const made: Array< { onerror: ( () => void ) | null } > = [];
		const images = createImageLoader( {
			createImage: () => {
				const image = { onerror: null, onload: null, complete: false };
				made.push( image );
				return image as unknown as HTMLImageElement;
			},
		} );
		const failed: string[] = [];
		const watch = decorateStage(
			el,
			( url ) => failed.push( url ),
			undefined,
			images
		);
		const broken = el.querySelector( 'img' ) as HTMLImageElement;
		broken.dispatchEvent( new Event( 'error' ) );
		made[ 0 ].onerror?.();
		made[ 1 ].onerror?.();
		await flush();
		expect( console ).toHaveErroredWith(
			'Image Error: https://a.test/broken.jpg could not be loaded'
		);
		// The renderer hides its <img> elements; the engine leaves them alone.
		expect( new Set( failed ) ).toEqual(
			new Set( [ '//a.test/broken.jpg' ] )
		);
		expect( broken.hidden ).toBe( false );
		const fine = el.querySelectorAll( 'img' )[ 1 ];
		watch.destroy();
		// After destroy the stage no longer reacts.
		fine.dispatchEvent( new Event( 'error' ) );
		expect( made ).toHaveLength( 2 );
	} );
} );
