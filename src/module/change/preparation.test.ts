import { AHEAD_LAYERS, createPreparation } from './preparation';
import type { Schedule } from './preparation';

// A stand-in for the next task: runs what was scheduled when the test says.
function laterTasks() {
	const tasks: Array< () => void > = [];
	const schedule: Schedule = ( run ) => {
		tasks.push( run );
		return () => tasks.splice( tasks.indexOf( run ), 1 );
	};
	return {
		schedule,
		get length() {
			return tasks.length;
		},
		shift: () => tasks.shift(),
	};
}

describe( 'slide preparation', () => {
	it( 'goes unset → preparing → true and tells the renderer', async () => {
		const later = laterTasks();
		const prep = createPreparation( 4, [ 0 ], later.schedule );
		const listener = jest.fn();
		prep.subscribe( listener );
		expect( prep.status( 0 ) ).toBe( 'preparing' );
		expect( prep.status( 1 ) ).toBe( 'unset' );
		prep.markPrepared( 0 );
		expect( prep.status( 0 ) ).toBe( true );

		// Drawing ahead waits for a later task, once for every slide asked.
		prep.prepare( [ 1 ] );
		prep.prepare( [ 1, 3 ] );
		expect( prep.status( 1 ) ).toBe( 'preparing' );
		expect( listener ).not.toHaveBeenCalled();
		expect( later ).toHaveLength( 1 );
		later.shift()?.();
		expect( listener ).toHaveBeenCalledTimes( 1 );
		// Asking again changes nothing.
		prep.prepare( [ 1, 3 ] );
		expect( later ).toHaveLength( 0 );
		expect( listener ).toHaveBeenCalledTimes( 1 );

		const ready = jest.fn();
		const ensured = prep.ensure( 2 ).then( ready );
		// A slide needed now is drawn in this task.
		expect( listener ).toHaveBeenCalledTimes( 2 );
		expect( prep.status( 2 ) ).toBe( 'preparing' );
		await Promise.resolve();
		expect( ready ).not.toHaveBeenCalled();
		prep.markPrepared( 2 );
		await ensured;
		expect( ready ).toHaveBeenCalled();
		await expect( prep.ensure( 0 ) ).resolves.toBeUndefined();
	} );

	it( 'fetches the layers of a slide before drawing it', async () => {
		const later = laterTasks();
		const fetched: Array< () => void > = [];
		const load = jest.fn( ( index: number ) =>
			index === 2 || index === 3
				? new Promise< void >( ( resolve ) => fetched.push( resolve ) )
				: undefined
		);
		const prep = createPreparation( 5, [ 0 ], later.schedule, load );
		const listener = jest.fn();
		prep.subscribe( listener );
		expect( prep.status( 0 ) ).toBe( 'preparing' );

		// Asked ahead: loading, drawn in a later task once its layers are in.
		prep.prepare( [ 3 ] );
		expect( prep.status( 3 ) ).toBe( 'loading' );
		expect( later ).toHaveLength( 0 );
		fetched.shift()?.();
		await Promise.resolve();
		expect( prep.status( 3 ) ).toBe( 'preparing' );
		expect( later ).toHaveLength( 1 );

		// Needed now: drawn as soon as its layers are in, not a task later.
		const ensured = prep.ensure( 2 );
		expect( prep.status( 2 ) ).toBe( 'loading' );
		const calls = listener.mock.calls.length;
		fetched.shift()?.();
		await Promise.resolve();
		expect( prep.status( 2 ) ).toBe( 'preparing' );
		expect( listener.mock.calls.length ).toBe( calls + 1 );
		prep.markPrepared( 2 );
		await expect( ensured ).resolves.toBeUndefined();
		// Each slide is fetched once.
		prep.prepare( [ 2, 3 ] );
		expect( load ).toHaveBeenCalledTimes( 3 );
	} );

	it( 'draws what was asked ahead at once when a slide is needed now', () => {
		const later = laterTasks();
		const prep = createPreparation( 5, [ 0 ], later.schedule );
		const listener = jest.fn();
		prep.subscribe( listener );
		prep.prepare( [ 1, 4 ] );
		void prep.ensure( 2 );
		expect( listener ).toHaveBeenCalledTimes( 1 );
		expect( later ).toHaveLength( 0 );
		prep.destroy();
	} );

	it( 'releases waiters on destroy', async () => {
		const prep = createPreparation( 2, [], laterTasks().schedule );
		const waiting = prep.ensure( 1 );
		prep.destroy();
		await expect( waiting ).resolves.toBeUndefined();
	} );

	it( 'holds heavy slides back from drawing ahead until the scene has played', () => {
		const later = laterTasks();
		const layers = [ 3, AHEAD_LAYERS + 1, 3, AHEAD_LAYERS + 1 ];
		const prep = createPreparation(
			4,
			[ 0 ],
			later.schedule,
			undefined,
			( index ) => layers[ index ]
		);
		prep.prepare( [ 1, 2 ] );
		expect( prep.status( 1 ) ).toBe( 'unset' );
		expect( prep.status( 2 ) ).toBe( 'preparing' );
		later.shift()?.();
		// The scene has played: the heavy one is drawn, in a later task.
		prep.settle();
		expect( prep.status( 1 ) ).toBe( 'preparing' );
		expect( later ).toHaveLength( 1 );
		// A heavy slide needed now is drawn at once.
		prep.prepare( [ 3 ] );
		void prep.ensure( 3 );
		expect( prep.status( 3 ) ).toBe( 'preparing' );
		prep.settle();
		expect( later ).toHaveLength( 0 );
	} );

	it( 'lets go of drawn slides outside the window, not of one waited for', () => {
		const later = laterTasks();
		const prep = createPreparation( 6, [ 0 ], later.schedule );
		const listener = jest.fn();
		prep.subscribe( listener );
		prep.prepare( [ 1, 5 ] );
		later.shift()?.();
		[ 0, 1, 5 ].forEach( prep.markPrepared );
		void prep.ensure( 3 );
		listener.mockClear();
		prep.keep( [ 1, 2 ] );
		expect( [ 0, 1, 2, 3, 4, 5 ].map( prep.status ) ).toEqual( [
			'unset',
			true,
			'unset',
			'preparing',
			'unset',
			'unset',
		] );
		expect( listener ).toHaveBeenCalledTimes( 1 );
		// Nothing to let go: the renderer is not told.
		prep.keep( [ 1, 3 ] );
		expect( listener ).toHaveBeenCalledTimes( 1 );
		// A slide let go is drawn again when asked.
		prep.prepare( [ 0 ] );
		expect( prep.status( 0 ) ).toBe( 'preparing' );
	} );

	it( 'holds a slide fetched heavy during a scene until it has played', async () => {
		const later = laterTasks();
		const layers = [ 3, 0 ];
		let arrive: () => void = () => undefined;
		// Once its layers are in, the slide has nothing more to fetch.
		const load = ( index: number ) =>
			index === 1 && layers[ 1 ] === 0
				? new Promise< void >( ( resolve ) => {
						arrive = () => {
							layers[ 1 ] = AHEAD_LAYERS + 1;
							resolve();
						};
					} )
				: undefined;
		const prep = createPreparation(
			2,
			[ 0 ],
			later.schedule,
			load,
			( index ) => layers[ index ]
		);
		prep.prepare( [ 1 ] );
		expect( prep.status( 1 ) ).toBe( 'loading' );
		arrive();
		await Promise.resolve();
		await Promise.resolve();
		expect( prep.status( 1 ) ).toBe( 'unset' );
		expect( later ).toHaveLength( 0 );
		prep.settle();
		expect( prep.status( 1 ) ).toBe( 'preparing' );
		expect( later ).toHaveLength( 1 );
	} );
} );
