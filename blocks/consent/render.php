<?php
/**
 * Server render of stagecraft/consent: the dialog (closed until the script decides) and the
 * footer link that reopens it. The dialog sits in the top layer, so opening it moves nothing.
 *
 * @package Stagecraft
 *
 * @var array<string,mixed> $attributes Block attributes.
 */

$stagecraft_settings = Stagecraft\Site\ConsentSettings::get();
$stagecraft_days     = (int) ( $attributes['days'] ?? 0 );
$stagecraft_id       = wp_unique_id( 'stagecraft-consent-' );
$stagecraft_tabs     = array(
	'consent' => __( 'Consent', 'stagecraft' ),
	'details' => __( 'Details', 'stagecraft' ),
	'about'   => __( 'About cookies', 'stagecraft' ),
);
$stagecraft_wrapper  = get_block_wrapper_attributes(
	array(
		'class'                   => 'stagecraft-consent',
		'data-stagecraft-consent' => '1',
		'data-cookie'             => $stagecraft_settings['cookie'],
		'data-days'               => (string) ( $stagecraft_days > 0 ? $stagecraft_days : $stagecraft_settings['days'] ),
		'data-revision'           => (string) $stagecraft_settings['revision'],
	)
);
?>
<div <?php echo $stagecraft_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by core. ?>>
	<button type="button" class="stagecraft-consent__open" data-stagecraft-consent-open><?php esc_html_e( 'Cookie settings', 'stagecraft' ); ?></button>
	<dialog class="stagecraft-consent__dialog" aria-labelledby="<?php echo esc_attr( $stagecraft_id . '-title' ); ?>">
		<h2 class="stagecraft-consent__title" tabindex="-1" id="<?php echo esc_attr( $stagecraft_id . '-title' ); ?>"><?php esc_html_e( 'This site uses cookies', 'stagecraft' ); ?></h2>
		<div class="stagecraft-consent__tabs" role="tablist" aria-label="<?php esc_attr_e( 'Cookie settings', 'stagecraft' ); ?>">
			<?php $stagecraft_first = true; ?>
			<?php foreach ( $stagecraft_tabs as $stagecraft_key => $stagecraft_label ) : ?>
				<button type="button" role="tab" id="<?php echo esc_attr( "$stagecraft_id-tab-$stagecraft_key" ); ?>" aria-controls="<?php echo esc_attr( "$stagecraft_id-panel-$stagecraft_key" ); ?>" aria-selected="<?php echo $stagecraft_first ? 'true' : 'false'; ?>" tabindex="<?php echo $stagecraft_first ? '0' : '-1'; ?>"><?php echo esc_html( $stagecraft_label ); ?></button>
				<?php $stagecraft_first = false; ?>
			<?php endforeach; ?>
		</div>
		<div class="stagecraft-consent__panel" role="tabpanel" tabindex="0" id="<?php echo esc_attr( "$stagecraft_id-panel-consent" ); ?>" aria-labelledby="<?php echo esc_attr( "$stagecraft_id-tab-consent" ); ?>">
			<p><?php esc_html_e( 'We use cookies to measure visits (analytics) and to show relevant advertising (marketing). Necessary cookies are always on. You can change your choice at any time with the "Cookie settings" link at the bottom of every page.', 'stagecraft' ); ?></p>
		</div>
		<div class="stagecraft-consent__panel" role="tabpanel" tabindex="0" id="<?php echo esc_attr( "$stagecraft_id-panel-details" ); ?>" aria-labelledby="<?php echo esc_attr( "$stagecraft_id-tab-details" ); ?>" hidden>
			<fieldset>
				<legend><?php esc_html_e( 'Choose which cookies to allow', 'stagecraft' ); ?></legend>
				<label><input type="checkbox" checked disabled> <?php esc_html_e( 'Necessary: needed for the site to work', 'stagecraft' ); ?></label>
				<label><input type="checkbox" data-consent-category="analytics"> <?php esc_html_e( 'Analytics: anonymous visit statistics', 'stagecraft' ); ?></label>
				<label><input type="checkbox" data-consent-category="marketing"> <?php esc_html_e( 'Marketing: advertising and its measurement', 'stagecraft' ); ?></label>
			</fieldset>
		</div>
		<div class="stagecraft-consent__panel" role="tabpanel" tabindex="0" id="<?php echo esc_attr( "$stagecraft_id-panel-about" ); ?>" aria-labelledby="<?php echo esc_attr( "$stagecraft_id-tab-about" ); ?>" hidden>
			<p><?php esc_html_e( 'Cookies are small text files a site stores in your browser. Your choice is kept in a cookie of its own so we do not ask on every page.', 'stagecraft' ); ?></p>
		</div>
		<div class="stagecraft-consent__actions">
			<button type="button" class="stagecraft-consent__action" data-consent-action="deny"><?php esc_html_e( 'Deny', 'stagecraft' ); ?></button>
			<button type="button" class="stagecraft-consent__action" data-consent-action="customize"><?php esc_html_e( 'Customize', 'stagecraft' ); ?></button>
			<button type="button" class="stagecraft-consent__action" data-consent-action="allow-selected" hidden><?php esc_html_e( 'Allow selection', 'stagecraft' ); ?></button>
			<button type="button" class="stagecraft-consent__action" data-consent-action="allow-all"><?php esc_html_e( 'Allow all', 'stagecraft' ); ?></button>
		</div>
	</dialog>
	<p class="screen-reader-text" role="status" data-consent-status data-message-saved="<?php esc_attr_e( 'Your cookie choice is saved.', 'stagecraft' ); ?>" data-message-deny="<?php esc_attr_e( 'Your cookie choice is saved: necessary cookies only.', 'stagecraft' ); ?>"></p>
</div>
