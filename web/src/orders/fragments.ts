// The fields the Order screens share, in a module of their own: the edit and create
// screens need them without the detail screen's code.
import { graphql } from '../gql';

export const OrderShow_order = graphql(`
  fragment OrderShow_order on Order {
    id
    orderNumber
    createdDate
    state
    productId
    productName
    licenseEditionCode
    editionName
    edition {
      id
      price
      pricePerMonth
      isTrial
    }
    productLicensePlanId
    plan {
      id
      name
    }
    duration
    quantity
    totalPrice
    requestContent
    firstName
    lastName
    companyName
    email
    phoneNumber
    address
    macAddress
    serverName
    techServiceLastName
    techServiceEmail
    techServiceCompanyName
    isGenerated
    isResolved
    isDeclined
    generatedCustomerId
    generatedLicenseId
    customerActivationCode
    paymentStatus
    invoiceId
    invoiceNumber
    lines {
      id
      addonId
      quantity
    }
    quoteLines {
      item
      unitPrice
      quantity
      periods
      amount
    }
  }
`);
