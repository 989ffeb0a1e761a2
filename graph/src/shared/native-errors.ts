import type { ErrorCode, ResolversParentTypes } from '../__generated__/resolvers-types.ts';
import type { Language } from './language.ts';

/** The name of every object type of the schema that implements `Error`, as codegen generated it. */
export type ErrorTypename = {
  [Name in keyof ResolversParentTypes]: ResolversParentTypes[Name] extends {
    __typename?: Name;
    code: ErrorCode;
    message: string;
  }
    ? Name
    : never;
}[keyof ResolversParentTypes];

/** One native code: how the services refuse with it, what the graph answers it as, and its texts. */
export interface NativeError {
  /**
   * The HTTP statuses of the problem+json the services refuse with it (a code the graph reads from a refusal
   * without one, or checks itself, has the status it stands for; a notice no status).
   */
  readonly statuses: readonly number[];
  /**
   * The result-union members it becomes. Where domains name it apart (a ticket's recipient and a contract's
   * person not found), each domain's type: a union holds at most one of them (graph/test/error-catalogue.test.ts).
   * None for a notice that is no error (taking part already, a confirmed contract).
   */
  readonly types: readonly ErrorTypename[];
  /** The input field a form shows it at, where the code always concerns one (nested by the caller's input). */
  readonly field?: string;
  readonly de: string;
  readonly en: string;
  /** Japanese, where the code has it; German otherwise (the spec's fallback). */
  readonly ja?: string;
}

/**
 * The native error codes of the club's services (spec 3 section 8) and the portal's own keys: each once,
 * with its statuses, its GraphQL types and field, and its messages in German (primary) and English.
 * Japanese falls back to German, as the spec says.
 *
 * Longer than 400 lines because it is the catalogue: one entry per code, each with its texts.
 */
export const nativeErrors = {
  ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA: {
    statuses: [422],
    types: ['SeasonTicketAlreadyHeldError', 'SeasonTicketOwnershipError'],
    de: 'Für dieses Konto gibt es bereits eine Dauerkarte.',
    en: 'This account already holds a season ticket.',
  },
  ALREADY_UPCOMING_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA: {
    statuses: [422],
    types: ['SeasonTicketOwnershipError'],
    de: 'Für dieses Konto gibt es bereits eine Dauerkarte für die kommende Saison.',
    en: 'This account already holds a season ticket for the coming season.',
  },
  SUBSCRIBER_IS_ALREADY_RECIPIENT_OF_ANOTHER_CONTRACT_WITH_CONTRACT_MASTERDATA: {
    statuses: [422],
    types: ['SeasonTicketOwnershipError'],
    de: 'Die neue Vertragsinhaberin oder der neue Vertragsinhaber hat bereits eine Dauerkarte.',
    en: 'The new subscriber already holds a season ticket.',
  },
  SWEEPSTAKE_ALREADY_PARTICIPATING: {
    statuses: [409],
    types: [],
    de: 'Du nimmst an diesem Gewinnspiel bereits teil. Wir drücken dir die Daumen!',
    en: 'You are already taking part in this competition. Fingers crossed!',
  },
  SWEEPSTAKE_NOT_ACTIVE: {
    statuses: [422],
    types: ['SweepstakeNotActiveError'],
    de: 'Dieses Gewinnspiel ist beendet; eine Teilnahme ist nicht mehr möglich.',
    en: 'This competition has ended; it takes no more entries.',
  },
  ALREADY_PARTICIPATING_IN_TODAYS_DRAW: {
    statuses: [409],
    types: ['DailyDrawAlreadyEnteredError'],
    de: 'Du nimmst bereits an der heutigen Verlosung teil. Versuch dein Glück morgen wieder!',
    en: 'You are already participating in today’s draw. Try your luck again tomorrow!',
  },
  DAILY_DRAW_NOT_OPEN: {
    statuses: [422],
    types: ['DailyDrawNotOpenError'],
    de: 'Diese Tagesverlosung nimmt heute keine Teilnahmen an.',
    en: 'This daily draw takes no entries today.',
  },
  CARTITEM_EXPIRED: {
    statuses: [400],
    types: ['CartItemExpiredError'],
    de: 'Die Reservierung dieses Artikels ist abgelaufen.',
    en: 'The reservation of this item has expired.',
  },
  CARTITEM_INACTIVE: {
    statuses: [400],
    types: ['CartItemInactiveError'],
    de: 'Dieser Artikel ist nicht mehr erhältlich.',
    en: 'This item is no longer available.',
  },
  CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_MAXQUANTITY: {
    statuses: [400],
    types: ['CartItemMaxQuantityReachedError'],
    de: 'Die maximale Bestellmenge für diesen Artikel ist erreicht.',
    en: 'The maximum quantity for this item has been reached.',
  },
  CARTITEM_QUANTITY_HIGHER_THAN_PRODUCT_STOCK: {
    statuses: [400],
    types: ['CartItemStockExceededError'],
    de: 'Von diesem Artikel sind nicht mehr genug vorrätig.',
    en: 'There is not enough of this item in stock.',
  },
  CART_CONTAINS_NOT_ONLY_TICKETS: {
    statuses: [400],
    types: ['CartContainsNotOnlyTicketsError'],
    de: 'Kauf auf Rechnung ist nur möglich, wenn der Warenkorb ausschließlich Tickets enthält.',
    en: 'Purchase on account is only possible when the cart contains tickets only.',
  },
  CART_SHIPPINGCOUNTRYCODE_UNKNOWN: {
    statuses: [400],
    types: ['CartShippingCountryUnknownError'],
    de: 'In dieses Land können wir leider nicht liefern.',
    en: 'Unfortunately we cannot deliver to this country.',
  },
  GET_PROMOTIONCODE_INFO_VALIDATION_FAILURE: {
    statuses: [400],
    types: ['PromotionCodeInvalidError'],
    de: 'Dieser Rabattcode ist ungültig.',
    en: 'This discount code is not valid.',
  },
  GET_VOUCHER_INFO_VALIDATION_FAILURE: {
    statuses: [400],
    types: ['VoucherInvalidError'],
    de: 'Dieser Gutschein wurde bereits eingelöst oder ist noch nicht aktiviert.',
    en: 'This voucher has already been redeemed or is not yet activated.',
  },
  MINIMUM_ORDER_VALUE_NOT_REACHED: {
    statuses: [400],
    types: ['MinimumOrderValueNotReachedError'],
    de: 'Der Mindestbestellwert ist nicht erreicht.',
    en: 'The minimum order value has not been reached.',
  },
  NOT_IN_PROMOTION_TIME_RANGE: {
    statuses: [400],
    types: ['PromotionNotInTimeRangeError'],
    de: 'Diese Aktion läuft zurzeit nicht.',
    en: 'This promotion is not running at the moment.',
  },
  PROMOTIONCODE_IS_NOT_ACTIVE: {
    statuses: [400],
    types: ['PromotionCodeInactiveError'],
    de: 'Dieser Rabattcode ist nicht aktiv.',
    en: 'This discount code is not active.',
  },
  ORDER_NOT_SHIPPABLE_TO_SELECTED_REGION: {
    statuses: [400],
    types: ['OrderNotShippableToSelectedRegionError'],
    de: 'Die Bestellung kann nicht in das gewählte Land geliefert werden. Artikel ab 18 Jahren versenden wir nur innerhalb Deutschlands.',
    en: 'The order cannot be shipped to the selected country. Items for ages 18 and over ship only within Germany.',
  },
  PROMOTIONCODE_CAN_ONLY_BE_USED_EXCLUSIVE: {
    statuses: [400],
    types: ['PromotionCodeExclusiveError'],
    de: 'Dieser Rabattcode kann nicht mit anderen Codes kombiniert werden.',
    en: 'This discount code cannot be combined with other codes.',
  },
  PROMOTIONCODE_RESERVATION_VALIDATION_FAILURE: {
    statuses: [400],
    types: ['PromotionCodeReservationFailedError'],
    de: 'Dieser Rabattcode kann nicht mehr eingelöst werden.',
    en: 'This discount code can no longer be redeemed.',
  },
  RECIPIENT_NOT_FOUND: {
    statuses: [422],
    types: ['ContractPersonNotFoundError'],
    de: 'Zu dieser E-Mail-Adresse gibt es kein Konto. Bitte zuerst ein Konto anlegen und dann erneut starten.',
    en: 'There is no account for this e-mail address. Please create an account first, then start again.',
  },
  SUBSCRIBER_NOT_FOUND: {
    statuses: [422],
    types: ['ContractPersonNotFoundError'],
    de: 'Zu dieser E-Mail-Adresse gibt es kein Konto. Bitte zuerst ein Konto anlegen und dann erneut starten.',
    en: 'There is no account for this e-mail address. Please create an account first, then start again.',
  },
  USER_NOT_FOUND: {
    statuses: [404, 409, 422],
    types: ['TicketRecipientNotFoundError', 'UserNotFoundError', 'ContractPersonNotFoundError'],
    de: 'Zu dieser E-Mail-Adresse gibt es kein Konto. Bitte zuerst ein Konto anlegen und dann erneut starten.',
    en: 'There is no account for this e-mail address. Please create an account first, then start again.',
  },
  SAME_SUBSCRIBER_AS_CURRENT: {
    statuses: [422],
    types: ['SameSubscriberError'],
    de: 'Die neue Vertragsinhaberin oder der neue Vertragsinhaber ist dieselbe Person wie bisher.',
    en: 'The new subscriber is the same person as the current one.',
  },
  TICKET_IS_NOT_CHECKOUTABLE: {
    statuses: [400],
    types: ['TicketIsNotCheckoutableError'],
    de: 'Der Verkauf für dieses Ticket ist beendet.',
    en: 'The sale of this ticket has closed.',
  },
  // The box office (issue 44): places of a block, held in carts, and the limit per person and match.
  TICKETS_SOLD_OUT: {
    statuses: [409],
    types: ['TicketsSoldOutError'],
    de: 'So viele Plätze sind hier nicht mehr frei. Bitte wähle weniger Tickets oder einen anderen Block.',
    en: 'Not that many places are left here. Please choose fewer tickets or another block.',
    ja: 'ここにはその枚数の空席がありません。枚数を減らすか、別のブロックをお選びください。',
  },
  TICKETS_HELD_BY_OTHERS: {
    statuses: [409],
    types: ['TicketsHeldByOthersError'],
    de: 'Diese Plätze liegen gerade in anderen Warenkörben. Wenn sie dort nicht gekauft werden, sind sie in wenigen Minuten wieder frei.',
    en: 'These places are in other fans’ carts right now. If they are not bought there, they are free again in a few minutes.',
    ja: 'この席は現在ほかのファンのカートに入っています。購入されなければ数分後に再び空席になります。',
  },
  TICKET_LIMIT_PER_MATCH_REACHED: {
    statuses: [422],
    types: ['TicketLimitReachedError'],
    field: 'quantities',
    de: 'Für dieses Spiel sind nur begrenzt viele Tickets pro Person möglich.',
    en: 'Only a limited number of tickets per person is possible for this match.',
    ja: 'この試合のチケットはお一人様の枚数に上限があります。',
  },
  VOUCHER_ALREADY_IN_USE: {
    statuses: [400],
    types: ['VoucherAlreadyInUseError'],
    de: 'Dieser Gutschein wird bereits verwendet.',
    en: 'This voucher is already in use.',
  },
  VOUCHER_WOULD_EXCEED_APPLICABLE_AMOUNT: {
    statuses: [400],
    types: ['VoucherExceedsCartValueError'],
    de: 'Der Gutscheinwert übersteigt den Warenwert im Warenkorb.',
    en: 'The voucher is worth more than the goods in the cart.',
  },
  ORGANIZATION_MEMBER_ALREADY_EXISTS: {
    statuses: [409],
    types: ['OrganizationMemberAlreadyExistsError'],
    de: 'Diese Person ist bereits Mitglied der Organisation.',
    en: 'This person is already a member of the organisation.',
  },
  ACCOUNT_HAS_RUNNING_CONTRACTS: {
    statuses: [400],
    types: ['AccountHasRunningContractsError'],
    de: 'Das Konto kann nicht gelöscht werden, solange Verträge laufen.',
    en: 'The account cannot be deleted while contracts are running.',
  },
  USER_HAS_UNCANCELLED_CONTRACT: {
    statuses: [400],
    types: ['PaymentMethodUsedByContractError'],
    de: 'Diese Zahlungsart wird für laufende Verträge verwendet.',
    en: 'This payment method is used for running contracts.',
  },
  USER_HAS_RUNNING_PAYOUT: {
    statuses: [400, 409],
    types: ['PaymentMethodUsedByPayoutError', 'PayoutAlreadyRunningError'],
    de: 'Diese Zahlungsart wird für eine laufende Auszahlung verwendet.',
    en: 'This payment method is used for a running payout.',
  },
  FANCLUB_AS_SEASON_TICKET_RECIPIENT_NOT_ALLOWED: {
    statuses: [400, 422],
    types: ['FanclubAsSeasonTicketRecipientNotAllowedError', 'FanClubAsRecipientError'],
    de: 'Ein Fanclub kann keine Dauerkarte nutzen.',
    en: 'A fan club cannot be the user of a season ticket.',
  },
  CONTRACT_NOT_TRANSFERABLE: {
    statuses: [422],
    types: ['ContractNotTransferableError'],
    de: 'Dieser Vertrag ist nicht übertragbar.',
    en: 'This contract is not transferable.',
  },
  ALREADY_RECIPIENT: {
    statuses: [422],
    types: ['SeasonTicketOwnershipError'],
    de: 'Diese Person nutzt die Dauerkarte bereits.',
    en: 'This person already uses the season ticket.',
  },
  ALREADY_UPCOMING_RECIPIENT: {
    statuses: [422],
    types: ['SeasonTicketOwnershipError'],
    de: 'Diese Person nutzt die Dauerkarte in der kommenden Saison bereits.',
    en: 'This person already uses the season ticket in the coming season.',
  },
  PLATFORM_ACTIONS_ARE_NOT_ALLOWED: {
    statuses: [403],
    types: ['PlatformActionsNotAllowedError'],
    de: 'Diese Aktion ist zurzeit nicht möglich.',
    en: 'This action is not possible at the moment.',
  },
  TICKETING_REQUEST_FAILED: {
    statuses: [422],
    types: ['TicketNotOfferableError'],
    de: 'Das Ticketsystem hat die Anfrage nicht ausgeführt. Bitte versuche es später erneut.',
    en: 'The ticketing system did not carry out the request. Please try again later.',
  },
  // Organisation administration (the platform's codes beyond the catalogue of spec 3 section 8).
  EMAIL_ADDRESS_ALREADY_EXISTS: {
    statuses: [400],
    types: ['EmailAddressAlreadyExistsError'],
    field: 'email',
    de: 'Die angegebene E-Mail-Adresse ist bereits vergeben.',
    en: 'This e-mail address is already taken.',
  },
  ORGANIZATION_ADMIN_LIMIT_REACHED: {
    statuses: [409],
    types: ['OrganizationAdminLimitReachedError'],
    de: 'Ein Fanclub kann höchstens zwei Admins haben.',
    en: 'A fan club can have at most two admins.',
  },
  ORGANIZATION_ADMIN_REMOVAL_NEEDS_SUPPORT: {
    statuses: [409],
    types: ['OrganizationAdminRemovalNeedsSupportError'],
    de: 'Einen anderen Admin kann nur der Fanclub-Service entfernen. Bitte wende dich an den Service.',
    en: 'Only the fan club service can remove another admin. Please contact the service.',
  },
  ORGANIZATION_NEEDS_AN_ADMIN: {
    statuses: [409],
    types: ['OrganizationNeedsAnAdminError'],
    de: 'Der Fanclub braucht einen Admin: Bitte ernenne zuerst ein anderes Mitglied.',
    en: 'The fan club needs an admin: please promote another member first.',
  },
  ORGANIZATION_MEMBER_NOT_CONFIRMED: {
    statuses: [409],
    types: ['OrganizationMemberNotConfirmedError'],
    de: 'Erst wenn die Person die Einladung angenommen hat, kann sie Admin werden.',
    en: 'The person can become an admin once they have accepted the invitation.',
  },
  ORGANIZATION_INVITATION_EXPIRED: {
    statuses: [410],
    types: ['OrganizationInvitationExpiredError'],
    de: 'Der Link ist abgelaufen. Eine Bestätigung ist derzeit nicht möglich; bitte wende dich an den Vorsitzenden.',
    en: 'The link has expired; confirmation is currently not possible. Please contact the chairman.',
  },
  ORGANIZATION_INVITATION_NOT_FOUND: {
    statuses: [404],
    types: ['OrganizationInvitationNotFoundError'],
    de: 'Für dieses Konto liegt keine Anfrage vor. Bitte prüfe, mit welchem Konto du angemeldet bist.',
    en: 'There is no request for this account. Please check which account you are signed in with.',
  },
  NOT_ORGANIZATION_ADMIN: {
    statuses: [403],
    types: ['NotOrganizationAdminError'],
    de: 'Nur Admins der Organisation können ihre Mitglieder verwalten.',
    en: 'Only admins of the organisation can manage its members.',
  },
  // Checkout (spec 2 section 8 keyed messages, and the checkout service's codes beyond the catalogue).
  CHECKOUT_FOREIGN_ADDRESS_WITHOUT_PHONE: {
    statuses: [400],
    types: ['CheckoutForeignAddressWithoutPhoneError'],
    field: 'shippingAddress.phone',
    de: 'Für den Versand ins Ausland ist eine Telefonnummer erforderlich.',
    en: 'A phone number is required for shipping abroad.',
  },
  CHECKOUT_ADDRESSES_ARE_NOT_EQUAL: {
    statuses: [400],
    types: ['CheckoutAddressesAreNotEqualError'],
    de: 'Für diese Versandart muss die Lieferadresse der Rechnungsadresse entsprechen und eine Telefonnummer haben.',
    en: 'For this shipping method the shipping address must equal the billing address and have a phone number.',
  },
  CART_IS_EMPTY: {
    statuses: [400],
    types: ['CartEmptyError'],
    de: 'Dein Warenkorb ist leer. Vielleicht wurde die Bestellung schon in einem anderen Fenster abgeschickt.',
    en: 'Your cart is empty. The order may already have been placed in another window.',
  },
  PAYMENT_REQUIRED: {
    statuses: [400],
    types: ['PaymentRequiredError'],
    de: 'Es ist ein Betrag zu zahlen. Bitte wähle eine Zahlungsart.',
    en: 'There is an amount to pay. Please choose a payment method.',
  },
  NO_PAYMENT_REQUIRED: {
    statuses: [400],
    types: ['NoPaymentRequiredError'],
    de: 'Es ist nichts zu zahlen. Bitte ohne Zahlung bestellen.',
    en: 'There is nothing to pay. Please order without payment.',
  },
  PAYMENT_METHOD_NOT_AVAILABLE: {
    statuses: [503],
    types: ['PaymentMethodNotAvailableError'],
    de: 'Diese Zahlungsart steht dir nicht zur Verfügung.',
    en: 'This payment method is not available to you.',
  },
  PAYMENT_TOKEN_UNKNOWN: {
    statuses: [400, 422],
    types: ['PaymentTokenUnknownError'],
    de: 'Diese gespeicherte Zahlungsart gibt es nicht mehr. Bitte wähle eine andere.',
    en: 'This stored payment method no longer exists. Please choose another one.',
  },
  IBAN_INVALID: {
    statuses: [400],
    types: ['IbanInvalidError'],
    field: 'sepa.iban',
    de: 'Die IBAN ist ungültig.',
    en: 'The IBAN is not valid.',
  },
  PAYMENT_REFUSED: {
    statuses: [400, 502],
    types: ['PaymentRefusedError'],
    de: 'Der Kauf konnte nicht abgeschlossen werden, weil die Zahlung nicht möglich war. Es wurde nichts bestellt; bitte versuche es erneut.',
    en: 'The purchase could not be completed because the payment was not possible. Nothing was ordered; please try again.',
  },
  // The portal's own keys (spec 3 section 8, keyed messages).
  NOT_FOUND: {
    statuses: [404],
    types: ['NotFoundError'],
    de: 'Das gibt es nicht (mehr).',
    en: 'This does not exist (any more).',
  },
  INVALID_INPUT: {
    statuses: [400],
    types: ['InvalidInputError', 'PayoutTypeNotAvailableError'],
    de: 'Die Eingabe ist ungültig.',
    en: 'The input is not valid.',
  },
  CHANGE_VIA_SUPPORT: {
    statuses: [400],
    types: ['ChangeViaSupportError'],
    de: 'Name und Geburtsdatum kann nur unser Support ändern. Bitte wende dich an ihn (Montag bis Freitag, 9:00 bis 17:00 Uhr).',
    en: 'Only our support team can change your name and date of birth. Please contact them (Monday to Friday, 9:00 to 17:00).',
  },
  PASSWORD_RULES: {
    statuses: [400],
    types: ['PasswordRulesError'],
    field: 'newPassword',
    de: 'Das neue Passwort erfüllt die Anforderungen nicht.',
    en: 'The new password does not meet the requirements.',
  },
  CURRENT_PASSWORD_INVALID: {
    statuses: [400],
    types: ['CurrentPasswordInvalidError'],
    field: 'currentPassword',
    de: 'Das aktuelle Passwort ist falsch.',
    en: 'The current password is wrong.',
  },
  PASSWORDS_DO_NOT_MATCH: {
    statuses: [400],
    types: ['PasswordsDoNotMatchError'],
    field: 'confirmNewPassword',
    de: 'Passwörter stimmen nicht überein',
    en: 'Passwords do not match',
  },
  TOO_MANY_ATTEMPTS: {
    statuses: [429],
    types: ['TooManyAttemptsError'],
    de: 'Zu viele Versuche. Bitte versuche es in 15 Minuten erneut.',
    en: 'Too many attempts. Please try again in 15 minutes.',
  },
  EMAILS_DO_NOT_MATCH: {
    statuses: [400],
    types: ['EmailsDoNotMatchError'],
    field: 'confirmEmail',
    de: 'stimmt nicht überein',
    en: 'does not match',
  },
  EMAIL_LIMIT_REACHED: {
    statuses: [400],
    types: ['EmailLimitReachedError'],
    de: 'Du kannst höchstens 10 E-Mail-Adressen hinterlegen.',
    en: 'You can keep at most 10 e-mail addresses.',
  },
  DEFAULT_EMAIL_CANNOT_BE_DELETED: {
    statuses: [400],
    types: ['DefaultEmailNotDeletableError'],
    de: 'Die primäre E-Mail-Adresse kann nicht gelöscht werden. Mache zuerst eine andere zur primären.',
    en: 'The primary e-mail address cannot be deleted. Make another one primary first.',
  },
  EMAIL_NOT_CONFIRMED: {
    statuses: [400],
    types: ['EmailNotConfirmedError'],
    de: 'Bitte bestätige die E-Mail-Adresse zuerst über den Link in der Mail, die wir dir geschickt haben.',
    en: 'Please confirm the e-mail address first with the link in the mail we sent you.',
  },
  EMAIL_ALREADY_CONFIRMED: {
    statuses: [400],
    types: ['EmailAlreadyConfirmedError'],
    de: 'Diese E-Mail-Adresse ist bereits bestätigt.',
    en: 'This e-mail address is already confirmed.',
  },
  CONFIRMATION_RECENTLY_SENT: {
    statuses: [429],
    types: ['ConfirmationRecentlySentError'],
    de: 'Wir haben gerade erst eine Bestätigungsmail geschickt. Bitte warte eine Minute.',
    en: 'We have just sent a confirmation mail. Please wait a minute.',
  },
  EMAIL_CONFIRMATION_INVALID: {
    statuses: [400],
    types: ['EmailConfirmationInvalidError'],
    de: 'Der Bestätigungslink ist ungültig oder abgelaufen. Fordere in deinem Konto einen neuen an.',
    en: 'The confirmation link is invalid or has expired. Ask for a new one in your account.',
  },
  ADDRESS_PHONE_REQUIRED: {
    statuses: [400],
    types: ['AddressPhoneRequiredError'],
    field: 'phone',
    de: 'Für Adressen außerhalb Deutschlands ist eine Telefonnummer erforderlich.',
    en: 'A phone number is required for addresses outside Germany.',
  },
  ADDRESS_COUNTRY_NOT_DELIVERED: {
    statuses: [400],
    types: ['AddressCountryNotDeliveredError'],
    field: 'countryCode',
    de: 'In dieses Land können wir leider nicht liefern.',
    en: 'Unfortunately we cannot deliver to this country.',
  },
  ADDRESS_LIMIT_REACHED: {
    statuses: [400],
    types: ['AddressLimitReachedError'],
    de: 'Du kannst höchstens 50 Adressen speichern.',
    en: 'You can save at most 50 addresses.',
  },
  MAIN_AD_CONSENT_REQUIRED: {
    statuses: [400],
    types: ['MainAdConsentRequiredError'],
    de: 'Bitte erteile zuerst die Werbeeinwilligung; die Branchen verfeinern sie.',
    en: 'Please give the advertising consent first; the sectors refine it.',
  },
  QUANTITY_TOO_LOW: {
    statuses: [400],
    types: ['InvalidInputError'],
    field: 'quantity',
    de: 'Die Menge muss mindestens 1 sein.',
    en: 'The quantity must be at least 1.',
  },
  // Ticket transfers (the wallet service's codes beyond the catalogue of spec 3 section 8).
  TICKET_ALREADY_TRANSFERRED: {
    statuses: [409],
    types: ['TicketAlreadyTransferredError'],
    de: 'Dieses Ticket hast du bereits weitergegeben.',
    en: 'You have already passed this ticket on.',
  },
  TICKET_TRANSFER_PENDING: {
    statuses: [409],
    types: ['TicketTransferPendingError'],
    de: 'Dieses Ticket ist bereits jemandem angeboten. Ziehe diese Weitergabe zuerst zurück.',
    en: 'This ticket is already offered to someone. Withdraw that transfer first.',
  },
  TICKET_TRANSFER_TO_SELF: {
    statuses: [422],
    types: ['TicketTransferToSelfError'],
    de: 'Du kannst ein Ticket nicht an dich selbst weitergeben.',
    en: 'You cannot pass a ticket on to yourself.',
  },
  TICKET_NOT_TRANSFERABLE: {
    statuses: [422],
    types: ['TicketNotTransferableError'],
    de: 'Dieses Ticket kann nicht weitergegeben werden.',
    en: 'This ticket cannot be passed on.',
  },
  TICKET_TRANSFER_NOT_PENDING: {
    statuses: [409],
    types: ['TicketTransferNotPendingError'],
    de: 'Diese Weitergabe ist bereits beantwortet oder zurückgezogen.',
    en: 'This transfer has already been answered or withdrawn.',
  },
  // The ticket marketplace (spec 2 section 8, deleteMarketplaceTicket; the platform's codes beyond the catalogue).
  MARKETPLACE_TICKET_IN_CART: {
    statuses: [409],
    types: ['MarketplaceTicketInCartError'],
    de: 'Das Ticket liegt im Warenkorb eines Kunden und kann derzeit nicht zurückgezogen werden.',
    en: "The ticket is in a customer's cart and cannot be withdrawn right now.",
  },
  MARKETPLACE_OFFER_NOT_OPEN: {
    statuses: [409],
    types: ['MarketplaceOfferNotOpenError'],
    de: 'Dieses Angebot ist bereits verkauft oder zurückgezogen.',
    en: 'This offer has already been sold or withdrawn.',
  },
  PAYOUT_NOT_RETRYABLE: {
    statuses: [400],
    types: ['PayoutNotRetryableError'],
    de: 'Nur eine fehlgeschlagene Auszahlung kann erneut angestoßen werden.',
    en: 'Only a failed payout can be retried.',
  },
  TICKET_TRANSFER_WRONG_PARTY: {
    statuses: [403],
    types: ['TicketTransferWrongPartyError'],
    de: 'Annehmen oder ablehnen kann nur, wem das Ticket angeboten wird; zurückziehen nur, wer es weitergibt.',
    en: 'Only the person a ticket is offered to can accept or decline it, and only its sender can withdraw it.',
  },
  // Season-ticket contracts (the subscription service's codes beyond the catalogue of spec 3 section 8).
  CONTRACT_SUBSCRIBER_ONLY: {
    statuses: [403],
    types: ['ContractSubscriberOnlyError'],
    de: 'Änderungen am Vertrag kann nur die Vertragsinhaberin oder der Vertragsinhaber vornehmen. Bitte wende dich an sie oder ihn.',
    en: 'Only the subscriber can change the contract. Please ask them.',
  },
  CONTRACT_TERMINATED: {
    statuses: [409],
    types: ['ContractEndedError'],
    de: 'Dieser Vertrag ist gekündigt und kann nicht mehr geändert werden.',
    en: 'This contract is terminated and can no longer be changed.',
  },
  CONTRACT_TRANSFERRED: {
    statuses: [409],
    types: ['ContractEndedError'],
    de: 'Dieser Vertrag wurde übertragen und kann nicht mehr geändert werden.',
    en: 'This contract was transferred and can no longer be changed.',
  },
  CONTRACT_TRANSFER_PENDING: {
    statuses: [409],
    types: ['ContractTransferPendingError'],
    de: 'Für diesen Vertrag läuft gerade ein Wechsel. Ziehe ihn zuerst zurück.',
    en: 'A change is pending for this contract. Withdraw it first.',
  },
  CONTRACT_INCOMPLETE: {
    statuses: [422],
    types: ['ContractIncompleteError'],
    de: 'Bitte vervollständige den Vertrag zuerst: Es fehlen noch Angaben.',
    en: 'Please complete the contract first: some details are missing.',
  },
  CONTRACT_ALREADY_CONFIRMED: {
    statuses: [409],
    types: ['ContractAlreadyConfirmedError'],
    de: 'Der Vertrag ist bereits bestätigt.',
    en: 'The contract is already confirmed.',
  },
  CONTRACT_CONFIRMED: { statuses: [], types: [], de: 'Bestätigung erfolgreich', en: 'Confirmation successful' },
  TRANSFER_LINK_EXPIRED: {
    statuses: [410],
    types: ['ContractTransferExpiredError'],
    de: 'Der Link ist abgelaufen. Eine Bestätigung ist derzeit nicht möglich; bitte wende dich an die Vertragsinhaberin oder den Vertragsinhaber.',
    en: 'The link has expired; confirmation is currently not possible. Please contact the subscriber.',
  },
  TRANSFER_NOT_PENDING: {
    statuses: [409],
    types: ['ContractTransferNotPendingError'],
    de: 'Dieser Wechsel ist bereits beantwortet oder zurückgezogen.',
    en: 'This change has already been answered or withdrawn.',
  },
  CONTRACT_TRANSFER_WRONG_PARTY: {
    statuses: [403],
    types: ['ContractTransferWrongPartyError'],
    de: 'Annehmen oder ablehnen kann nur, wem der Wechsel angeboten wird; zurückziehen nur die Vertragsinhaberin oder der Vertragsinhaber.',
    en: 'Only the person a change is offered to can accept or decline it, and only the subscriber can withdraw it.',
  },
  VIDEO_SESSION_ENDED: {
    statuses: [400],
    types: ['VideoSessionEndedError'],
    de: 'Die Wiedergabe wurde beendet, weil sie zu lange nichts von deinem Player gehört hat. Starte das Video erneut.',
    en: 'Playback ended because it heard nothing from your player for too long. Please start the video again.',
  },
  PAYWALL_UNAVAILABLE: {
    statuses: [503],
    types: ['PaywallUnavailableError'],
    de: 'Dein Video-Abo kann gerade nicht geprüft werden. Bis dahin siehst du die Vorschau; bitte versuche es später erneut.',
    en: 'Your video subscription cannot be checked right now. Until then you see the preview; please try again later.',
  },
  PAYWALL_PLAN_UNKNOWN: {
    statuses: [404],
    types: ['PaywallPlanUnknownError'],
    de: 'Dieses Abo gibt es nicht. Bitte wähle eines der angebotenen Abos.',
    en: 'There is no such subscription plan. Please choose one of the plans offered.',
    ja: 'このプランはありません。表示されているプランからお選びください。',
  },
  PAYWALL_SUBSCRIPTION_EXISTS: {
    statuses: [409],
    types: ['PaywallSubscriptionExistsError'],
    de: 'Du hast bereits ein laufendes Club-TV-Abo. Ein zweites ist nicht nötig.',
    en: 'You already have a running Club TV subscription. A second one is not needed.',
    ja: 'すでに有効なClub TVのプランをお持ちです。2つ目は必要ありません。',
  },
  PAYWALL_PAYMENT_DECLINED: {
    statuses: [402],
    types: ['PaywallPaymentDeclinedError'],
    de: 'Die Zahlung wurde abgelehnt; es wurde nichts gebucht. Bitte wähle eine andere Zahlungsart.',
    en: 'The payment was declined; nothing was booked. Please choose another payment method.',
    ja: 'お支払いが拒否されたため、お申し込みは完了していません。別のお支払い方法をお選びください。',
  },
  PAYWALL_SUBSCRIPTION_NOT_CANCELLABLE: {
    statuses: [409],
    types: ['PaywallSubscriptionNotCancellableError'],
    de: 'Dieses Abo ist bereits gekündigt oder beendet.',
    en: 'This subscription has already been cancelled or has ended.',
    ja: 'このプランはすでに解約済みか、終了しています。',
  },
  JOB_POSTING_CLOSED: {
    statuses: [409],
    types: ['JobApplicationError'],
    field: 'postingId',
    de: 'Für diese Stelle nehmen wir keine Bewerbungen mehr an.',
    en: 'This job is no longer taking applications.',
  },
  JOB_APPLICATION_LIMIT_REACHED: {
    statuses: [400],
    types: ['JobApplicationError'],
    field: 'email',
    de: 'Von dieser E-Mail-Adresse kamen in der letzten Stunde schon mehrere Bewerbungen. Bitte versuche es später erneut.',
    en: 'Several applications have come from this e-mail address in the last hour. Please try again later.',
  },
  JOB_DOCUMENT_INVALID_FORMAT: {
    statuses: [400],
    types: ['JobApplicationError'],
    field: 'documents',
    de: 'Ungültiges Dateiformat. Bitte lade nur .pdf-Dateien hoch.',
    en: 'Invalid file format. Please upload .pdf files only',
  },
  JOB_DOCUMENT_LIMIT_REACHED: {
    statuses: [400],
    types: ['JobApplicationError'],
    field: 'documents',
    de: 'Du kannst bis zu 5 Dateien hochladen.',
    en: 'You can upload up to 5 files',
  },
  JOB_DOCUMENTS_TOO_LARGE: {
    statuses: [413],
    types: ['JobApplicationError'],
    field: 'documents',
    de: 'Die Dateien dürfen zusammen höchstens 20 MB groß sein.',
    en: 'Maximum total file size is 20 MB',
  },
  JOB_DOCUMENTS_MISSING: {
    statuses: [400],
    types: ['JobApplicationError'],
    field: 'documents',
    de: 'Bitte lade mindestens ein Dokument (PDF) hoch.',
    en: 'Please upload at least one document (PDF).',
  },
  JOB_UPLOAD_TOKEN_INVALID: {
    statuses: [403],
    types: ['JobApplicationError'],
    field: 'applicationId',
    de: 'Diese Bewerbung kann mit diesem Link nicht hochgeladen werden. Bitte starte die Bewerbung erneut.',
    en: 'This application cannot be uploaded with this link. Please start the application again.',
  },
  JOB_UPLOAD_TOKEN_EXPIRED: {
    statuses: [400],
    types: ['JobApplicationError'],
    field: 'applicationId',
    de: 'Die Zeit zum Hochladen ist abgelaufen. Bitte starte die Bewerbung erneut.',
    en: 'The time for uploading has run out. Please start the application again.',
  },
  // The channel registry (docs/channels.md): it names the cause of a 409 in `reason`, not in `errorCode`.
  CHANNEL_NAME_TAKEN: {
    statuses: [409],
    types: ['ChannelNameTakenError'],
    field: 'name',
    de: 'Diesen Namen trägt bereits ein Kanal. Bitte wähle einen anderen.',
    en: 'A channel with this name exists already. Please choose another name.',
    ja: 'この名前のチャンネルはすでに存在します。別の名前を選んでください。',
  },
  JOB_APPLICATION_ALREADY_SUBMITTED: {
    statuses: [409],
    types: ['JobApplicationError'],
    field: 'applicationId',
    de: 'Diese Bewerbung wurde bereits abgeschickt.',
    en: 'This application has already been submitted.',
  },
} as const satisfies Record<string, NativeError>;

/**
 * Where one native code covers several causes (the service's `reason`), or one operation words a code its
 * own way (spec 2 section 8, operation messages): the message of that case, keyed `CODE:case`.
 */
const refinedMessages: Partial<Record<`${NativeErrorCode}:${string}`, { de: string; en: string }>> = {
  // createTicketTransfer (spec 2 section 8).
  'USER_NOT_FOUND:ticketTransfer': {
    de: 'Die angegebene E-Mail-Adresse wurde nicht gefunden.',
    en: 'The e-mail address given was not found.',
  },
  'CONTRACT_NOT_TRANSFERABLE:ticketTransfer': {
    de: 'Diese Dauerkarte gehört zu einem Vertrag und wechselt nur mit dem Vertrag die Hand.',
    en: 'This season ticket belongs to a contract and changes hands only with the contract.',
  },
  'TICKET_NOT_TRANSFERABLE:HardTicket': {
    de: 'Ein Papierticket kann nicht weitergegeben werden.',
    en: 'A paper ticket cannot be passed on.',
  },
  'TICKET_NOT_TRANSFERABLE:Personalised': {
    de: 'Dieses Ticket ist personalisiert und kann nicht weitergegeben werden.',
    en: 'This ticket is personalised and cannot be passed on.',
  },
  'TICKET_NOT_TRANSFERABLE:EventStarted': {
    de: 'Das Spiel hat bereits begonnen: Das Ticket kann nicht mehr weitergegeben werden.',
    en: 'The match has already kicked off: the ticket can no longer be passed on.',
  },
  'TICKET_NOT_TRANSFERABLE:SeasonOver': {
    de: 'Die Saison ist vorbei: Die Dauerkarte kann nicht mehr weitergegeben werden.',
    en: 'The season is over: the season ticket can no longer be passed on.',
  },
  // Offering a ticket on the marketplace (the ticketing system's reason, the payout service's refusals).
  'TICKETING_REQUEST_FAILED:EventStarted': {
    de: 'Das Spiel hat bereits begonnen oder die Saison ist vorbei: Das Ticket kann nicht mehr angeboten werden.',
    en: 'The match has kicked off or the season is over: the ticket can no longer be offered.',
  },
  'TICKETING_REQUEST_FAILED:NotTransferable': {
    de: 'Dieses Ticket kann nicht auf dem Marktplatz angeboten werden.',
    en: 'This ticket cannot be offered on the marketplace.',
  },
  'TICKETING_REQUEST_FAILED:TransferPending': {
    de: 'Dieses Ticket ist gerade jemandem per E-Mail angeboten. Ziehe diese Weitergabe zuerst zurück.',
    en: 'This ticket is offered to someone by e-mail right now. Withdraw that transfer first.',
  },
  'USER_HAS_RUNNING_PAYOUT:marketplaceOffer': {
    de: 'Dieses Ticket ist bereits auf dem Marktplatz angeboten.',
    en: 'This ticket is already offered on the marketplace.',
  },
  'MARKETPLACE_OFFER_NOT_OPEN:Sold': {
    de: 'Dieses Ticket ist bereits verkauft.',
    en: 'This ticket has already been sold.',
  },
  'MARKETPLACE_OFFER_NOT_OPEN:Cancelled': {
    de: 'Dieses Angebot ist bereits zurückgezogen.',
    en: 'This offer has already been withdrawn.',
  },
  'INVALID_INPUT:payoutType': {
    de: 'Diese Auszahlungsart ist für dieses Ticket nicht möglich. Bitte wähle eine andere.',
    en: 'This payout type is not available for this ticket. Please choose another.',
  },
  'INVALID_INPUT:paymentMethodId': {
    de: 'Bitte wähle eine gespeicherte Kreditkarte oder ein PayPal-Konto, das zur Auszahlungsart passt.',
    en: 'Please choose a stored card or PayPal account that matches the payout type.',
  },
  'TICKET_TRANSFER_NOT_PENDING:Accepted': {
    de: 'Diese Weitergabe wurde bereits angenommen.',
    en: 'This transfer has already been accepted.',
  },
  'TICKET_TRANSFER_NOT_PENDING:Declined': {
    de: 'Diese Weitergabe wurde bereits abgelehnt.',
    en: 'This transfer has already been declined.',
  },
  'TICKET_TRANSFER_NOT_PENDING:Withdrawn': {
    de: 'Diese Weitergabe wurde zurückgezogen.',
    en: 'This transfer has been withdrawn.',
  },
  'TRANSFER_NOT_PENDING:Accepted': {
    de: 'Dieser Wechsel wurde bereits angenommen.',
    en: 'This change has already been accepted.',
  },
  'TRANSFER_NOT_PENDING:Declined': {
    de: 'Dieser Wechsel wurde bereits abgelehnt.',
    en: 'This change has already been declined.',
  },
  'TRANSFER_NOT_PENDING:Withdrawn': {
    de: 'Dieser Wechsel wurde zurückgezogen.',
    en: 'This change has been withdrawn.',
  },
  'TRANSFER_NOT_PENDING:Converted': {
    de: 'Aus diesem Wechsel wurde eine Vertragsübertragung; dafür kam ein neuer Link per E-Mail.',
    en: 'This change became a contract transfer; a new link was sent by e-mail.',
  },
  'TICKET_TRANSFER_NOT_PENDING:TicketChanged': {
    de: 'Das Ticket gehört nicht mehr der Person, die es angeboten hat.',
    en: 'The ticket no longer belongs to the person who offered it.',
  },
};

export type NativeErrorCode = keyof typeof nativeErrors;

/**
 * Codes the platform raises that are not in the catalogue above, each with why no fan meets it through the
 * graph. graph/test/error-catalogue.test.ts holds the catalogue, the schema's ErrorCode enum, the codes the
 * platform raises and this list together: a new platform code lands in one of the two, or the test fails.
 */
export const codesNotShownToFans: Record<string, string> = {
  NO_UPCOMING_MATCH: 'raised by the match simulator, a development endpoint the graph never calls',
  ORDER_STATE_TRANSITION_NOT_ALLOWED: 'raised by the back office’s order-state changes, which the graph never calls',
  PAYMENT_FAILED:
    'answered by the payment-status call, which the graph reads as a field, not a mutation: no union holds it yet',
  PAYMENT_METHOD_FAILED:
    'answered by the payment-method status call, which the graph reads as a field, not a mutation: no union holds it yet',
  SWEEPSTAKE_NOT_ENDED: 'raised by drawing a sweepstake’s winners, an operator’s call the graph never makes',
  VIDEO_AUTHORIZATION_EXPIRED: 'answered to the video player’s streaming requests, which do not pass the graph',
  VIDEO_AUTHORIZATION_INVALID: 'answered to the video player’s streaming requests, which do not pass the graph',
  VIDEO_PREVIEW_ONLY: 'answered to the video player’s streaming requests, which do not pass the graph',
  VIDEO_TOKEN_EXPIRED: 'answered to the video player’s streaming requests, which do not pass the graph',
  VIDEO_TOKEN_INVALID: 'answered to the video player’s streaming requests, which do not pass the graph',
};

export function isNativeErrorCode(code: unknown): code is NativeErrorCode {
  return typeof code === 'string' && Object.hasOwn(nativeErrors, code);
}

/** The code's message in `language`; with a `refinement` (a reason, an operation) that case's, where it has one. */
export function errorMessage(code: NativeErrorCode, language: Language, refinement?: string | null): string {
  const texts: { de: string; en: string; ja?: string } =
    (refinement ? refinedMessages[`${code}:${refinement}`] : undefined) ?? nativeErrors[code];
  if (language === 'EN') return texts.en;
  return language === 'JA' && texts.ja ? texts.ja : texts.de;
}
