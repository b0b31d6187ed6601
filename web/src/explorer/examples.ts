// The explorer's example operations (one tab each): the workflows of SPEC §4 as an integrator
// scripts them. gateway/test/explorer.test.ts validates every one against the gateway's executable
// schema and limits, and checks each workflow mutation below is shown, so they cannot rot.
// Ids in the variables are placeholders: run the list query of the same workflow first and paste
// a real one, so no example changes a record by itself.

export interface ExampleOperation {
  /** The document: one named operation, led by comments that say what it does. */
  query: string;
  /** The variables as JSON text, when the operation takes any. */
  variables?: string;
}

const vars = (values: Record<string, unknown>) => JSON.stringify(values, null, 2);

export const EXAMPLE_OPERATIONS: ExampleOperation[] = [
  {
    query: `# The GraphQL explorer of the licensing back office.
# Signed in to the web client, operations run as you.
# A script's way in: make a token (your name in the top
# bar → API tokens) and put in Headers below:
#   {"authorization": "Bearer lic_…"}
# Each other tab is an example of one workflow. The
# schema: Docs (left) and /schema.graphql.
query Me {
  me {
    userName
    firstName
    lastName
    role
    isAdmin
  }
}
`,
  },
  {
    query: `# Orders: the pending ones (not declined, not resolved), newest first.
query PendingOrders {
  orders(
    pageSize: 20
    filter: { status: "Pending" }
    orderBy: [{ field: createdDate, direction: DESC }]
  ) {
    totalCount
    items {
      id
      orderNumber
      productName
      licenseEditionCode
      companyName
      email
      totalPrice
      paymentStatus
      status
    }
  }
}
`,
  },
  {
    query: `# Orders: generate the order's customer and license, once ('License already
# generated' the second time). Check paymentStatus first: the screen warns when it is not Paid.
mutation GenerateOrderLicense($id: ID!) {
  generateLicense(id: $id) {
    id
    status
    paymentStatus
    isGenerated
    customerActivationCode
    license {
      id
      customerName
      productEditionName
      expiredDate
    }
  }
}
`,
    variables: vars({ id: 'an order id from PendingOrders' }),
  },
  {
    query: `# Orders: once the license is generated, queue its e-mail from the product's
# 'Order' template (generates the license first if it is not yet).
mutation SendOrderLicenseEmail($id: ID!) {
  generateAndSendLicenseEmail(id: $id) {
    id
    recipients
    subject
    status
  }
}
`,
    variables: vars({ id: 'an order id from PendingOrders' }),
  },
  {
    query: `# Orders: decline for good (one-way; the screen asks for confirmation first).
mutation DeclineOrder($id: ID!) {
  declineOrder(id: $id) {
    id
    status
    isDeclined
  }
}
`,
    variables: vars({ id: 'an order id from PendingOrders' }),
  },
  {
    query: `# Orders: create the invoice in QuickBooks Online, optionally e-mailed to the customer.
mutation CreateOrderInvoice($id: ID!, $sendEmailToCustomer: Boolean) {
  createInvoice(id: $id, sendEmailToCustomer: $sendEmailToCustomer) {
    id
    invoiceNumber
    paymentStatus
  }
}
`,
    variables: vars({ id: 'an order id from PendingOrders', sendEmailToCustomer: false }),
  },
  {
    query: `# Orders: read the invoice's payment status from QuickBooks Online again.
mutation RefreshInvoiceStatus($id: ID!) {
  refreshInvoiceStatus(id: $id) {
    id
    invoiceNumber
    paymentStatus
  }
}
`,
    variables: vars({ id: 'an order id with an invoice' }),
  },
  {
    query: `# Trial requests: the pending ones (neither generated nor declined).
query PendingTrialRequests {
  trialRequests(pageSize: 20, filter: { status: "Pending" }) {
    totalCount
    items {
      id
      firstName
      lastName
      email
      company
      productName
      status
      createdDate
    }
  }
}
`,
  },
  {
    query: `# Trial requests: generate the order and trial license, and e-mail the customer
# (refused with 'Customer Request of this Request already generated.' the second time).
mutation GenerateTrialRequest($id: ID!) {
  generateTrialRequest(id: $id, autoGenerateLicense: true, sendEmail: true) {
    id
    status
    isGenerated
    order {
      id
      orderNumber
      licenseEditionCode
    }
  }
}
`,
    variables: vars({ id: 'a trial request id from PendingTrialRequests' }),
  },
  {
    query: `# Trial requests: decline for good.
mutation DeclineTrialRequest($id: ID!) {
  declineTrialRequest(id: $id) {
    id
    status
    isDeclined
  }
}
`,
    variables: vars({ id: 'a trial request id from PendingTrialRequests' }),
  },
  {
    query: `# Licenses: find one by order number, customer or e-mail, with its stored status and
# displayed state (Activated while not expired, else Expired).
query FindLicenses($search: String) {
  productLicenses(search: $search, pageSize: 10) {
    totalCount
    items {
      id
      orderNumber
      customerId
      customerName
      productEditionName
      statusName
      state
      expiredDate
      customerActivationCode
    }
  }
}
`,
    variables: vars({ search: '' }),
  },
  {
    query: `# Licenses: issue a new activation code (the screen confirms first on an activated
# license); answers the status and code, and the history.
mutation IssueActivationCode($id: ID!, $customerId: ID!) {
  issueActivationCode(id: $id, customerId: $customerId) {
    id
    status
    statusName
    customerActivationCode
    history {
      action
    }
  }
}
`,
    variables: vars({ id: 'a license id from FindLicenses', customerId: 'its customerId' }),
  },
  {
    query: `# Licenses: e-mail the license to its customer from an 'Order' template
# (subject and body take the template's placeholders).
mutation SendLicenseEmail($input: LicenseEmailInput!) {
  sendLicenseEmail(input: $input) {
    id
    recipients
    subject
    status
  }
}
`,
    variables: vars({
      input: {
        productLicenseId: 'a license id from FindLicenses',
        customerId: 'its customerId',
        emailTemplateId: "an 'Order' template's id",
        subject: 'Your license',
        body: '<p>Your license is attached.</p>',
      },
    }),
  },
  {
    query: `# Users: deactivate one (users are never deleted; their sessions and tokens end).
# Administrators only.
mutation DeactivateUser($id: ID!) {
  deleteUser(id: $id)
}
`,
    variables: vars({ id: 'a user id' }),
  },
  {
    query: `# Live: the sidebar's counters, now and after each new trial request or order
# (a subscription over graphql-ws on /graphql; press Stop to end it).
subscription Counters {
  counters {
    pendingTrialRequests
    pendingOrders
  }
}
`,
  },
];
