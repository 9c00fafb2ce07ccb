import { loadModalSettings } from './modal';
import { fakeFetch, reply, testConfig } from './test-http';

const settings = {
	success: true,
	id: 4,
	sp: 800,
	bg: 'transparent',
	pS: true,
	v: 'bottom',
	h: 'left',
	v6v7ids: {},
	trans: {},
	navs: {},
};

describe( 'loadModalSettings', () => {
	it( 'GETs sliders/modal/{alias}?alias=true and resolves with the settings', async () => {
		const { fetch, calls } = fakeFetch( reply( 200, settings ) );
		await expect(
			loadModalSettings( { id: 0, alias: 'promo' }, { fetch } )
		).resolves.toEqual( settings );
		expect( calls[ 0 ].url ).toBe(
			'/wp-json/stagecraft/v1/sliders/modal/promo?srengine=7&alias=true'
		);
	} );

	it( 'fills the spec defaults and uses get_modal_settings over ajax', async () => {
		const { fetch, calls } = fakeFetch(
			reply( 200, { success: true, id: 4 } )
		);
		await expect(
			loadModalSettings(
				{ id: 4, alias: 'promo' },
				{ via: 'ajax', config: testConfig, fetch }
			)
		).resolves.toMatchObject( {
			sp: 1,
			bg: 'rgba(0,0,0,0.5)',
			pS: false,
			h: 'center',
			v: 'middle',
		} );
		const body = new URLSearchParams( String( calls[ 0 ].init?.body ) );
		expect( body.get( 'client_action' ) ).toBe( 'get_modal_settings' );
		expect( body.get( 'data[id]' ) ).toBe( '4' );
	} );

	it( 'rejects an unsuccessful reply', async () => {
		const { fetch } = fakeFetch( reply( 200, { success: false } ) );
		await expect(
			loadModalSettings( { id: 4, alias: 'p' }, { fetch } )
		).rejects.toThrow( 'Modal settings could not be loaded' );
	} );
} );
