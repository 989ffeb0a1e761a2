/**
 * A postal address as it goes on an envelope, as the portal shows every one (the address book, an order,
 * the checkout's and a ticket sale's review): company, name, street, postal code and city, the country's
 * name in the page's language, the phone number.
 */
export function PostalAddress({
  address,
  country,
}: {
  address: {
    readonly company?: string | null;
    readonly firstName: string;
    readonly lastName: string;
    readonly street: string;
    readonly additionalAddress?: string | null;
    readonly postalCode: string;
    readonly city: string;
    readonly phone?: string | null;
  };
  /** The country's name in the page's language. */
  country: string;
}) {
  return (
    <address className="postal-address">
      {address.company && (
        <>
          {address.company}
          <br />
        </>
      )}
      {address.firstName} {address.lastName}
      <br />
      {address.street}
      <br />
      {address.additionalAddress && (
        <>
          {address.additionalAddress}
          <br />
        </>
      )}
      {address.postalCode} {address.city}
      <br />
      {country}
      {address.phone && (
        <>
          <br />
          {address.phone}
        </>
      )}
    </address>
  );
}
