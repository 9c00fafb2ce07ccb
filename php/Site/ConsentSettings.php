<?php
/**
 * The site's consent setting and the Google Consent Mode default printed before any tag.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Site;

/**
 * Cookie name, lifetime and policy revision of the consent record (spec site.md sections 3 and 9).
 */
final class ConsentSettings {

	public const OPTION = 'stagecraft_consent';

	/**
	 * The setting, with defaults: cookie `mfn-consent`, 365 days, revision 1. Raising the revision
	 * makes every stored answer invalid, so visitors are asked again after a policy change.
	 *
	 * @return array{cookie:string,days:int,revision:int}
	 */
	public static function get(): array {
		$stored   = get_option( self::OPTION, array() );
		$stored   = is_array( $stored ) ? $stored : array();
		$cookie   = isset( $stored['cookie'] ) && is_string( $stored['cookie'] ) ? $stored['cookie'] : '';
		$settings = array(
			'cookie'   => 1 === preg_match( '/^[A-Za-z0-9_-]+$/', $cookie ) ? $cookie : 'mfn-consent',
			'days'     => isset( $stored['days'] ) && is_numeric( $stored['days'] ) && $stored['days'] > 0 ? (int) $stored['days'] : 365,
			'revision' => isset( $stored['revision'] ) && is_numeric( $stored['revision'] ) && $stored['revision'] > 0 ? (int) $stored['revision'] : 1,
		);
		/**
		 * Filters the consent setting.
		 *
		 * @param array{cookie:string,days:int,revision:int} $settings Setting.
		 */
		return apply_filters( 'stagecraft_consent_settings', $settings );
	}

	/**
	 * Hooks the head script.
	 */
	public static function register(): void {
		add_action( 'wp_head', array( self::class, 'print_defaults' ), 1 );
	}

	/**
	 * Consent Mode v2 needs its default before any tag runs, so this is inline and first in <head>:
	 * all four flags denied with wait_for_update, then the stored answer, if valid, as an update.
	 */
	public static function print_defaults(): void {
		$settings = self::get();
		$script   = sprintf(
			'(function(n,r){window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){window.dataLayer.push(arguments);};'
			. 'var f=["ad_storage","ad_user_data","ad_personalization","analytics_storage"],d={wait_for_update:500};'
			. 'f.forEach(function(k){d[k]="denied";});window.gtag("consent","default",d);'
			. 'var m=document.cookie.match(new RegExp("(?:^|; )"+n+"=([^;]*)"));if(!m)return;'
			. 'try{var v=JSON.parse(decodeURIComponent(m[1])),u={};if(v.revision!==r)return;'
			. 'for(var i=0;i<f.length;i++){if(v[f[i]]!=="granted"&&v[f[i]]!=="denied")return;u[f[i]]=v[f[i]];}'
			. 'window.gtag("consent","update",u);}catch(e){}})(%s,%d);',
			wp_json_encode( $settings['cookie'] ),
			$settings['revision']
		);
		wp_print_inline_script_tag( $script, array( 'id' => 'stagecraft-consent-default' ) );
	}
}
