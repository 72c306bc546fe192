import { describe, expect, it } from 'vitest'
import { paymentMethodsFor, paystackChannels, paystackMethods } from './payment-methods.ts'

describe('The ways to pay a provider offers', () => {
  it('through Paystack in US dollars: cards only, wherever the member is', () => {
    expect(paystackMethods('USD', 'KE')).toEqual([{ kind: 'card' }])
    expect(paystackMethods('USD', null)).toEqual([{ kind: 'card' }])
    expect(paystackChannels('USD', 'GH')).toEqual(['card'])
  })

  it('through Paystack in Kenyan shillings: M-Pesa for a member in Kenya, cards for a member elsewhere', () => {
    expect(paystackMethods('KES', 'KE')).toEqual([{ kind: 'card' }, { kind: 'mobile_money', wallet: 'mpesa' }])
    expect(paystackChannels('KES', 'KE')).toEqual(['card', 'mobile_money'])
    expect(paystackMethods('KES', 'UG')).toEqual([{ kind: 'card' }])
    expect(paystackChannels('KES', 'UG')).toEqual(['card'])
  })

  it('through Paystack in cedis: MTN, AirtelTigo and Telecel wallets for a member in Ghana', () => {
    expect(paystackMethods('GHS', 'GH')).toEqual([{ kind: 'card' }, { kind: 'mobile_money', wallet: 'mtn' }, { kind: 'mobile_money', wallet: 'atl' }, { kind: 'mobile_money', wallet: 'vod' }])
    expect(paystackMethods('GHS', 'KE')).toEqual([{ kind: 'card' }])
  })

  it('through Paystack in naira: Pay with Bank for a member in Nigeria', () => {
    expect(paystackMethods('NGN', 'NG')).toEqual([{ kind: 'card' }, { kind: 'bank', country: 'NG', currency: 'NGN' }])
    expect(paystackChannels('NGN', 'NG')).toEqual(['card', 'bank'])
    expect(paystackMethods('NGN', 'GH')).toEqual([{ kind: 'card' }])
  })

  it('with no country known, every method of the currency', () => {
    expect(paystackChannels('KES', null)).toEqual(['card', 'mobile_money'])
  })

  it('through Stripe: cards; through the sandbox: nothing real', () => {
    expect(paymentMethodsFor({ id: 'stripe', chargeCurrency: 'USD' }, 'KE')).toEqual([{ kind: 'card' }])
    expect(paymentMethodsFor({ id: 'sandbox', chargeCurrency: 'USD' }, 'KE')).toEqual([])
    expect(paymentMethodsFor({ id: 'paystack', chargeCurrency: 'KES' }, 'KE')).toEqual(paystackMethods('KES', 'KE'))
  })
})
