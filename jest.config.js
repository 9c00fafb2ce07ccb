// wp-scripts' unit config (jsdom, @wordpress/jest-console, Babel with TypeScript),
// narrowed to the unit tests that live next to the code, in two projects: the module's visitor
// runtime (src/module, src/react) renders with Preact (its core and src/react/visitor), as the
// visitor's build does (webpack.config.js); everything else with React, as WordPress's editor does.
const {
	reporters,
	...base
} = require( '@wordpress/scripts/config/jest-unit.config.js' );

const PREACT = '<rootDir>/node_modules/preact';
const VISITOR = [ '<rootDir>/src/module/', '<rootDir>/src/react/' ];

const common = {
	...base,
	testPathIgnorePatterns: [
		'/node_modules/',
		'<rootDir>/vendor/',
		'<rootDir>/plugin/build/',
		'<rootDir>/tests/e2e/',
		'<rootDir>/\\.wp/',
	],
};

module.exports = {
	reporters,
	projects: [
		{
			...common,
			displayName: 'visitor runtime (Preact)',
			testMatch: VISITOR.map( ( dir ) => `${ dir }**/*.test.[jt]s?(x)` ),
			// Preact ships ES modules only: Babel turns them into CommonJS for Jest.
			transform: {
				...base.transform,
				'\\.mjs$': base.transform[ '\\.[jt]sx?$' ],
			},
			transformIgnorePatterns: [ '/node_modules/(?!preact/)' ],
			moduleNameMapper: {
				...base.moduleNameMapper,
				'^react$': '<rootDir>/src/react/visitor/react.ts',
				'^react-dom/client$':
					'<rootDir>/src/react/visitor/react-dom-client.ts',
				'^react/jsx-runtime$': `${ PREACT }/jsx-runtime/dist/jsxRuntime.mjs`,
				'^preact$': `${ PREACT }/dist/preact.mjs`,
				'^preact/hooks$': `${ PREACT }/hooks/dist/hooks.mjs`,
				'^preact/compat$': `${ PREACT }/compat/dist/compat.mjs`,
			},
		},
		{
			...common,
			displayName: 'everything else (React)',
			testMatch: [
				'<rootDir>/src/**/*.test.[jt]s?(x)',
				'<rootDir>/blocks/**/*.test.[jt]s?(x)',
				'<rootDir>/bin/**/*.test.js',
			],
			testPathIgnorePatterns: [
				...common.testPathIgnorePatterns,
				...VISITOR,
			],
		},
	],
};
