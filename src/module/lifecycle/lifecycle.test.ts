import { createImageLoader } from '../../loaders/images';
import { sampleReply } from '../../schema/sample-reply';
import type { Motion } from '../../motion';
import { createApi } from '../api';
import { createModule } from '../runtime';
import { serverMarkup } from '../test-markup';
import type { ModuleHandle } from '../types';
import { decorateStage, waitForModule } from './index';
import { IMAGE_FAILED } from './images';

const motion = (): Motion => ( {
	animateIn: () => Promise.resolve(),
	animateOut: () => Promise.resolve(),
	fade: () => Promise.resolve(),
	scrollTo: () => Promise.resolve(),
	hover: () => {},
	reset: () => {},
	reducedMotion: () => false,
	destroy: () => {},
} );

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
		void waitForModule( root, 'lost', {}, {} ).promise.then(
			() => ( done = true )
		);
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

	it( 'hides an <img> the loader gave up on, keeping the slide colour', async () => {
		const el = stage();
		const made: Array< { onerror: ( () => void ) | null } > = [];
		const images = createImageLoader( {
			createImage: () => {
				const image = { onerror: null, onload: null, complete: false };
				made.push( image );
				return image as unknown as HTMLImageElement;
			},
		} );
		const watch = decorateStage( el, undefined, images );
		const broken = el.querySelector( 'img' ) as HTMLImageElement;
		broken.dispatchEvent( new Event( 'error' ) );
		made[ 0 ].onerror?.();
		made[ 1 ].onerror?.();
		await flush();
		expect( console ).toHaveErroredWith(
			'Image Error: https://a.test/broken.jpg could not be loaded'
		);
		expect( broken.hidden ).toBe( true );
		expect( broken.style.visibility ).toBe( 'hidden' );
		expect( broken.dataset.stagecraftImage ).toBe( IMAGE_FAILED );
		expect(
			( broken.parentElement as HTMLElement ).style.backgroundColor
		).toBe( 'rgb(17, 34, 51)' );
		const fine = el.querySelectorAll( 'img' )[ 1 ];
		expect( fine.hidden ).toBe( false );
		watch.destroy();
		// After destroy the stage no longer reacts.
		fine.dispatchEvent( new Event( 'error' ) );
		expect( made ).toHaveLength( 2 );
	} );
} );
