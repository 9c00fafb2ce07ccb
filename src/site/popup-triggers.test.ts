import {
	MSG_ID_REQUIRED,
	MSG_NOT_FOUND,
	armTrigger,
	isSuppressed,
	parsePopupConfig,
	popupCookieName,
	triggerError,
} from './popup-triggers';
import {
	closedSectionCookie,
	createCloseableSection,
} from './closeable-section';

const config = ( data: Record< string, string > ) =>
	parsePopupConfig( { popupId: 'p', ...data } );

describe( 'popup configuration', () => {
	it( 'reads seconds as milliseconds and the cookie modes', () => {
		const c = config( {
			display: 'start-delay',
			displayDelay: '2.5',
			hidedelay: '10',
			closebuttondelay: '1',
			cookie: 'one-time',
			blur: '1',
		} );
		expect( c ).toMatchObject( {
			display: 'start-delay',
			delayMs: 2500,
			hideDelayMs: 10000,
			closeButtonDelayMs: 1000,
			cookieDays: 365,
			blur: true,
		} );
		expect(
			config( { cookie: 'cookie-based', cookieDays: '3' } ).cookieDays
		).toBe( 3 );
		expect( config( { display: 'bogus' } ).display ).toBe( 'on-start' );
		expect( popupCookieName( 'p' ) ).toBe( 'mfn_popup_p' );
	} );

	it( 'is suppressed by its cookie only in the cookie modes', () => {
		expect( isSuppressed( config( { cookie: 'one-time' } ), '1' ) ).toBe(
			true
		);
		expect( isSuppressed( config( { cookie: 'one-time' } ), null ) ).toBe(
			false
		);
		expect( isSuppressed( config( { cookie: 'none' } ), '1' ) ).toBe(
			false
		);
	} );

	it( 'reports the placeholder id and unknown ids', () => {
		const exists = ( id: string ) => id === 'offer';
		expect( triggerError( 'id', exists ) ).toBe( MSG_ID_REQUIRED );
		expect( triggerError( '', exists ) ).toBe( MSG_ID_REQUIRED );
		expect( triggerError( 'nope', exists ) ).toBe( MSG_NOT_FOUND );
		expect( triggerError( 'offer', exists ) ).toBeNull();
	} );
} );

describe( 'popup triggers', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'shows after the delay, once', () => {
		const show = jest.fn();
		armTrigger(
			config( { display: 'start-delay', displayDelay: '2' } ),
			show
		);
		jest.advanceTimersByTime( 1999 );
		expect( show ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( show ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'destroy cancels a pending delay', () => {
		const show = jest.fn();
		armTrigger(
			config( { display: 'start-delay', displayDelay: '1' } ),
			show
		).destroy();
		jest.advanceTimersByTime( 5000 );
		expect( show ).not.toHaveBeenCalled();
	} );

	it( 'shows at the scroll distance', () => {
		const show = jest.fn();
		armTrigger(
			config( { display: 'on-scroll', displayScroll: '400' } ),
			show
		);
		Object.defineProperty( window, 'scrollY', {
			value: 399,
			configurable: true,
		} );
		window.dispatchEvent( new Event( 'scroll' ) );
		expect( show ).not.toHaveBeenCalled();
		Object.defineProperty( window, 'scrollY', {
			value: 400,
			configurable: true,
		} );
		window.dispatchEvent( new Event( 'scroll' ) );
		window.dispatchEvent( new Event( 'scroll' ) );
		expect( show ).toHaveBeenCalledTimes( 1 );
		Object.defineProperty( window, 'scrollY', {
			value: 0,
			configurable: true,
		} );
	} );

	it( 'shows on exit intent through the top edge only', () => {
		const show = jest.fn();
		const t = armTrigger( config( { display: 'on-exit' } ), show );
		document.dispatchEvent(
			new MouseEvent( 'mouseout', { clientY: 300 } )
		);
		expect( show ).not.toHaveBeenCalled();
		document.dispatchEvent( new MouseEvent( 'mouseout', { clientY: -2 } ) );
		expect( show ).toHaveBeenCalledTimes( 1 );
		t.destroy();
	} );

	it( 'shows on start at once; trigger-only never by itself', () => {
		const onStart = jest.fn();
		const onLink = jest.fn();
		armTrigger( config( { display: 'on-start' } ), onStart );
		armTrigger( config( { display: 'trigger' } ), onLink );
		jest.advanceTimersByTime( 10000 );
		expect( onStart ).toHaveBeenCalledTimes( 1 );
		expect( onLink ).not.toHaveBeenCalled();
	} );
} );

describe( 'closeable section', () => {
	it( 'stores its cookie for data-close-days and stays closed', () => {
		document.cookie = `${ closedSectionCookie( 'bar' ) }=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
		document.body.innerHTML =
			'<div data-uid="bar" data-close-days="3"><button data-section-close>x</button></div>';
		const section = document.querySelector( 'div' ) as HTMLElement;
		const handle = createCloseableSection( section );
		expect( section.hidden ).toBe( false );
		( section.querySelector( 'button' ) as HTMLElement ).click();
		expect( section.hidden ).toBe( true );
		expect( document.cookie ).toContain( 'mfn_closed_section_bar=1' );
		handle.destroy();
		section.hidden = false;
		createCloseableSection( section );
		expect( section.hidden ).toBe( true );
	} );
} );
