import {
	DENIED,
	categoryAllowed,
	flagsFor,
	parseConsent,
	serialiseConsent,
} from './consent';
import { cookieString, readCookie } from './cookies';

describe( 'consent record', () => {
	it( 'round-trips through the cookie value', () => {
		const record = { flags: flagsFor( 'allow-all' ), revision: 3 };
		expect( parseConsent( serialiseConsent( record ), 3 ) ).toEqual(
			record
		);
	} );

	it( 'asks again when the policy revision changed', () => {
		const value = serialiseConsent( { flags: DENIED, revision: 1 } );
		expect( parseConsent( value, 2 ) ).toBeNull();
	} );

	it.each( [
		[ null ],
		[ '' ],
		[ 'not json' ],
		[ '1' ],
		[ '{"revision":1}' ],
		[
			'{"ad_storage":"yes","ad_user_data":"denied","ad_personalization":"denied","analytics_storage":"denied","revision":1}',
		],
	] )( 'rejects %p', ( value ) => {
		expect( parseConsent( value, 1 ) ).toBeNull();
	} );

	it( 'allow selected maps the analytics box and the marketing box', () => {
		expect(
			flagsFor( 'allow-selected', { analytics: true, marketing: false } )
		).toEqual( {
			...DENIED,
			analytics_storage: 'granted',
		} );
		expect(
			flagsFor( 'allow-selected', { analytics: false, marketing: true } )
		).toEqual( {
			ad_storage: 'granted',
			ad_user_data: 'granted',
			ad_personalization: 'granted',
			analytics_storage: 'denied',
		} );
		expect( flagsFor( 'deny' ) ).toEqual( DENIED );
	} );

	it( 'lets held scripts run by category', () => {
		const analyticsOnly = flagsFor( 'allow-selected', {
			analytics: true,
			marketing: false,
		} );
		expect( categoryAllowed( 'analytics', analyticsOnly ) ).toBe( true );
		expect( categoryAllowed( 'marketing', analyticsOnly ) ).toBe( false );
		expect( categoryAllowed( 'unknown', flagsFor( 'allow-all' ) ) ).toBe(
			false
		);
	} );
} );

describe( 'cookies', () => {
	it( 'writes a site-wide cookie with the lifetime in days', () => {
		const now = Date.UTC( 2026, 0, 1 );
		expect( cookieString( 'mfn-gdpr', '1', 365, now ) ).toBe(
			'mfn-gdpr=1; expires=Fri, 01 Jan 2027 00:00:00 GMT; path=/; SameSite=Lax'
		);
	} );

	it( 'reads one cookie among many and survives bad encoding', () => {
		expect( readCookie( 'b', 'a=1; b=%7B%22x%22%3A1%7D; c=3' ) ).toBe(
			'{"x":1}'
		);
		expect( readCookie( 'b', 'ab=1' ) ).toBeNull();
		expect( readCookie( 'b', 'b=%E0%A4%A' ) ).toBeNull();
	} );
} );
