import { sampleReply } from '../schema/sample-reply';
import { createApi } from '../module/api';
import type { StagecraftApi } from '../module/api';
import { createModule } from '../module/runtime';
import { eachLayer, serverMarkup } from '../module/test-markup';
import type { ModuleHandle, ModuleState } from '../module/types';
import type { Motion } from '../motion';
import { renderStage } from './Stage';

function fakeMotion() {
	const calls: Array< [ Element, unknown ] > = [];
	const motion: Motion = {
		animateIn: ( el, frames ) => {
			calls.push( [ el, frames ] );
			return Promise.resolve();
		},
		animateOut: () => Promise.resolve(),
		playLayers: ( scene, layers, hooks ) =>
			eachLayer( motion, scene, layers, hooks ),
		fade: () => Promise.resolve(),
		scrollTo: () => Promise.resolve(),
		hover: () => {},
		reset: () => {},
		reducedMotion: () => false,
		prime: () => {},
		destroy: jest.fn(),
	};
	return { motion, calls };
}

describe( 'createModule', () => {
	let api: StagecraftApi;
	let states: ModuleState[];
	let handle: ModuleHandle | undefined;

	beforeEach( () => {
		api = createApi();
		states = [];
		api.on( 'statechange', ( event ) => states.push( event.state ) );
	} );

	afterEach( () => {
		handle?.destroy();
		handle = undefined;
		document.body.innerHTML = '';
	} );

	it( 'goes through every load state in order and mounts the slide', async () => {
		const root = serverMarkup();
		const serverImage = root.querySelector( '.stagecraft-module__bg' );
		const { motion, calls } = fakeMotion();
		const loader = jest.fn( () => Promise.resolve( sampleReply() ) );
		const ready = api.ready( 'hero-demo' );
		handle = createModule( root, {
			render: renderStage,
			api,
			loader,
			createMotion: () => motion,
		} );

		await expect( ready ).resolves.toBe( handle );
		expect( loader ).toHaveBeenCalledWith( {
			alias: 'hero-demo',
			id: 12,
			element: root,
		} );
		expect( states ).toEqual( [
			'registered',
			'observed',
			'initialised',
			'loaded',
			'prepared',
			'run',
		] );
		expect( handle.state ).toBe( 'run' );
		expect( handle.id ).toBe( 12 );
		expect( handle.migrated ).toBe( false );
		expect( api.get( 'hero-demo' ) ).toBe( handle );

		// React's slide replaced the server's, keeping the server's image
		// element (the page's LCP element) rather than a later copy.
		expect(
			root.querySelector(
				'[data-slide-index="0"] > .stagecraft-module__bg-host > .stagecraft-module__bg'
			)
		).toBe( serverImage );
		const layer = root.querySelector( '[data-layer-id="1"]' );
		expect( layer?.tagName ).toBe( 'H2' );
		expect( layer?.textContent ).toBe( 'Stagecraft' );
		expect(
			root
				.querySelector( '.stagecraft-module__bg' )
				?.getAttribute( 'src' )
		).toBe( 'https://example.test/hero.jpg' );
		expect( calls ).toHaveLength( 1 );
		expect( calls[ 0 ][ 0 ] ).toBe( layer );
		expect( calls[ 0 ][ 1 ] ).toEqual(
			sampleReply().slides[ 0 ].layers[ 0 ].tl.in.frames
		);
	} );

	it( 'draws a background with the srcset and sizes of the reply, its URLs cleaned', async () => {
		const reply = sampleReply();
		// The reply's candidates (php/Rest/ResponsiveImages.php) are not in the stored shape.
		const image = {
			id: 5,
			src: 'https://example.test/other.jpg',
			width: 1600,
			height: 900,
			alt: '',
			srcset: 'https://example.test/other-768x432.jpg 768w, javascript:alert(1) 1024w, https://example.test/other.jpg 1600w',
			sizes: '(max-width: 1600px) 100vw, 1600px',
		};
		reply.slides[ 0 ].bg.image = image;
		const root = serverMarkup();
		handle = createModule( root, {
			render: renderStage,
			api,
			loader: () => Promise.resolve( reply ),
			createMotion: () => fakeMotion().motion,
		} );
		await api.ready( 'hero-demo' );

		const drawn = root.querySelector(
			'[data-slide-index="0"] > img.stagecraft-module__bg'
		);
		expect( drawn?.getAttribute( 'src' ) ).toBe(
			'https://example.test/other.jpg'
		);
		expect( drawn?.getAttribute( 'srcset' ) ).toBe(
			'https://example.test/other-768x432.jpg 768w, https://example.test/other.jpg 1600w'
		);
		expect( drawn?.getAttribute( 'sizes' ) ).toBe(
			'(max-width: 1600px) 100vw, 1600px'
		);
	} );

	it( 'reports a legacy format the server migrated', async () => {
		const { motion } = fakeMotion();
		const details: boolean[] = [];
		api.on( 'statechange', ( event ) => details.push( event.migrated ) );
		const reply = sampleReply();
		handle = createModule( serverMarkup(), {
			render: renderStage,
			api,
			loader: () =>
				Promise.resolve( {
					...reply,
					settings: { ...reply.settings, migrated: true },
				} ),
			createMotion: () => motion,
		} );
		await api.ready( 'hero-demo' );

		expect( handle.migrated ).toBe( true );
		expect( console ).toHaveInformedWith(
			'hero-demo: legacy format migrated'
		);
		// Known from 'prepared' on.
		expect( details ).toEqual( [ false, false, false, false, true, true ] );
	} );

	it( 'animates a layer whose id was made unique', async () => {
		const root = serverMarkup();
		const { motion, calls } = fakeMotion();
		const reply = sampleReply();
		const [ first ] = reply.slides[ 0 ].layers;
		handle = createModule( root, {
			render: renderStage,
			api,
			loader: () =>
				Promise.resolve( {
					...reply,
					slides: [
						{ ...reply.slides[ 0 ], layers: [ first, first ] },
					],
				} ),
			createMotion: () => motion,
		} );
		await api.ready( 'hero-demo' );

		const twin = root.querySelector( '[data-layer-id="1_DBL_1"]' );
		expect( twin?.textContent ).toBe( 'Stagecraft' );
		expect( calls.map( ( [ el ] ) => el ) ).toContain( twin );
	} );

	it( 'resolves ready() for a module that already runs', async () => {
		const { motion } = fakeMotion();
		handle = createModule( serverMarkup(), {
			render: renderStage,
			api,
			loader: () => Promise.resolve( sampleReply() ),
			createMotion: () => motion,
		} );
		await api.ready( 'hero-demo' );
		await expect( api.ready( 'hero-demo' ) ).resolves.toBe( handle );
	} );

	it.each( [
		[ 'rejected', () => Promise.reject( new Error( 'HTTP 500' ) ) ],
		[ 'success false', () => Promise.resolve( { success: false } ) ],
		[
			'success 0',
			() => Promise.resolve( { ...sampleReply(), success: 0 } ),
		],
		[
			'invalid',
			() => Promise.resolve( { ...sampleReply(), slides: 'none' } ),
		],
	] )(
		'logs the spec message and keeps the markup when the load is %s',
		async ( _label, loader ) => {
			const root = serverMarkup();
			const before = root.innerHTML;
			handle = createModule( root, { api, loader, render: renderStage } );
			await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

			expect( console ).toHaveErroredWith(
				'hero-demo Could not be Loaded from DB'
			);
			expect( handle.state ).toBe( 'initialised' );
			expect( states ).not.toContain( 'loaded' );
			expect( root.innerHTML ).toBe( before );
		}
	);

	it( 'waits for the viewport, then destroys cleanly', async () => {
		let reveal: ( () => void ) | undefined;
		const disconnect = jest.fn();
		window.IntersectionObserver = jest.fn(
			( callback: IntersectionObserverCallback ) => {
				const observer = {
					observe: () => {
						reveal = () =>
							callback(
								[
									{
										isIntersecting: true,
									} as IntersectionObserverEntry,
								],
								observer as unknown as IntersectionObserver
							);
					},
					disconnect,
				};
				return observer;
			}
		) as unknown as typeof IntersectionObserver;

		try {
			const root = serverMarkup();
			const before = root.innerHTML;
			const { motion } = fakeMotion();
			handle = createModule( root, {
				render: renderStage,
				api,
				loader: () => Promise.resolve( sampleReply() ),
				createMotion: () => motion,
			} );
			expect( window.IntersectionObserver ).toHaveBeenCalledWith(
				expect.any( Function ),
				{ rootMargin: '-100px' }
			);
			expect( states ).toEqual( [ 'registered' ] );

			reveal?.();
			await api.ready( 'hero-demo' );
			handle.destroy();

			expect( motion.destroy ).toHaveBeenCalled();
			expect( disconnect ).toHaveBeenCalled();
			expect( api.get( 'hero-demo' ) ).toBeUndefined();
			expect( root.innerHTML ).toBe( before );
		} finally {
			// @ts-expect-error jsdom has no IntersectionObserver; restore that.
			delete window.IntersectionObserver;
		}
	} );
} );
