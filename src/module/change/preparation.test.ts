import { createPreparation } from './preparation';

describe( 'slide preparation', () => {
	it( 'goes unset → preparing → true and tells the renderer', async () => {
		const prep = createPreparation( 4, [ 0 ] );
		const listener = jest.fn();
		prep.subscribe( listener );
		expect( prep.status( 0 ) ).toBe( 'preparing' );
		expect( prep.status( 1 ) ).toBe( 'unset' );
		prep.markPrepared( 0 );
		expect( prep.status( 0 ) ).toBe( true );

		prep.prepare( [ 1, 3 ] );
		expect( listener ).toHaveBeenCalledTimes( 1 );
		expect( prep.status( 1 ) ).toBe( 'preparing' );
		// Asking again changes nothing.
		prep.prepare( [ 1, 3 ] );
		expect( listener ).toHaveBeenCalledTimes( 1 );

		const ready = jest.fn();
		const ensured = prep.ensure( 2 ).then( ready );
		expect( prep.status( 2 ) ).toBe( 'preparing' );
		await Promise.resolve();
		expect( ready ).not.toHaveBeenCalled();
		prep.markPrepared( 2 );
		await ensured;
		expect( ready ).toHaveBeenCalled();
		await expect( prep.ensure( 0 ) ).resolves.toBeUndefined();
	} );

	it( 'releases waiters on destroy', async () => {
		const prep = createPreparation( 2, [] );
		const waiting = prep.ensure( 1 );
		prep.destroy();
		await expect( waiting ).resolves.toBeUndefined();
	} );
} );
