import { createApi } from '../api';
import type { ModuleHandle } from '../types';
import { createModals, MODAL_STATE_EVENT } from '.';

jest.mock( '../load/modal', () => ( {
	loadModalSettings: jest.fn( () =>
		Promise.resolve( {
			success: true,
			id: 7,
			sp: 0.5,
			bg: 'rgba(1,2,3,0.4)',
			pS: false,
			h: 'right',
			v: 'top',
		} )
	),
} ) );

function handle(): ModuleHandle {
	return {
		play: jest.fn(),
		pause: jest.fn(),
		goTo: jest.fn(),
		destroy: jest.fn(),
	} as unknown as ModuleHandle;
}

function modalRoot( alias: string, settings: object ) {
	const root = document.createElement( 'div' );
	root.className = 'stagecraft-module';
	root.dataset.stagecraftAlias = alias;
	root.dataset.stagecraftModal = JSON.stringify( settings );
	root.hidden = true;
	root.innerHTML = '<div class="stagecraft-module__stage"></div>';
	document.body.append( root );
	return root;
}

beforeEach( () => {
	// jsdom does not scroll; closing puts the page's scroll position back.
	window.scrollTo = jest.fn();
} );

afterEach( () => {
	document.body.innerHTML = '';
	document.cookie =
		'stagecraft_modal_offer=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
	jest.useRealTimers();
} );

describe( 'createModals', () => {
	it( 'goes closed, requested, loading, open, closing, closed, with the registration applied', async () => {
		jest.useFakeTimers();
		const states: string[] = [];
		document.addEventListener( MODAL_STATE_EVENT, ( event ) =>
			states.push( ( event as CustomEvent ).detail.state )
		);
		const mount = jest.fn( handle );
		const modals = createModals( { api: createApi(), mount } );
		const root = modalRoot( 'offer', { title: 'Offer' } );
		modals.register( root );
		await expect( modals.open( 'offer' ) ).resolves.toBe( true );
		const underlay =
			document.querySelector< HTMLElement >( '.stagecraft-modal' );
		expect( underlay?.style.background ).toBe( 'rgba(1, 2, 3, 0.4)' );
		expect( underlay?.style.zIndex ).toBe( '999999' );
		expect( underlay?.style.justifyContent ).toBe( 'flex-end' );
		expect( underlay?.style.alignItems ).toBe( 'flex-start' );
		expect(
			document
				.querySelector( '[role="dialog"]' )
				?.getAttribute( 'aria-label' )
		).toBe( 'Offer' );
		expect( mount ).toHaveBeenCalledWith( root );
		expect( document.documentElement.style.overflow ).toBe( 'hidden' );
		modals.close( 'offer' );
		expect( modals.state( 'offer' ) ).toBe( 'closing' );
		// The fade lasts the reply's speed: 0.5 s.
		jest.advanceTimersByTime( 499 );
		expect( modals.state( 'offer' ) ).toBe( 'closing' );
		jest.advanceTimersByTime( 1 );
		await Promise.resolve();
		expect( modals.state( 'offer' ) ).toBe( 'closed' );
		expect( document.documentElement.style.overflow ).toBe( '' );
		expect( states ).toEqual( [
			'requested',
			'loading',
			'open',
			'closing',
			'closed',
		] );
	} );

	it( 'warns and stays closed when the module is on the page as a normal element', async () => {
		const modals = createModals( { api: createApi(), mount: handle } );
		const normal = document.createElement( 'div' );
		normal.className = 'stagecraft-module';
		normal.dataset.stagecraftAlias = 'offer';
		document.body.append( normal );
		await expect( modals.open( 'offer' ) ).resolves.toBe( false );
		expect( console ).toHaveWarnedWith(
			'Stagecraft: the module "offer" is already on this page as a normal element, so it cannot open as a modal. Avoid placing it on the page twice, or set Pop Up (the modal type) in its module settings.'
		);
		expect( document.querySelector( '[role="dialog"]' ) ).toBeNull();
	} );

	it( 'a trigger opens once a visit with the one-time option', async () => {
		jest.useFakeTimers();
		const mount = jest.fn( handle );
		const modals = createModals( { api: createApi(), mount } );
		modals.register(
			modalRoot( 'offer', { trigger: 'delay:100', oneTime: true } )
		);
		jest.advanceTimersByTime( 100 );
		await Promise.resolve();
		await Promise.resolve();
		await Promise.resolve();
		expect( modals.state( 'offer' ) ).toBe( 'open' );
		expect( document.cookie ).toContain( 'stagecraft_modal_offer=1' );
		modals.destroy();
		document.body.innerHTML = '';
		const again = createModals( { api: createApi(), mount } );
		again.register(
			modalRoot( 'offer', { trigger: 'delay:100', oneTime: true } )
		);
		jest.advanceTimersByTime( 200 );
		await Promise.resolve();
		expect( again.state( 'offer' ) ).toBe( 'closed' );
	} );
} );
