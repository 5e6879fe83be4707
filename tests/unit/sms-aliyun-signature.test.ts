import { describe, expect, it } from 'vitest';
import {
  aliyunCanonicalQuery,
  aliyunPercentEncode,
  aliyunSignature,
} from '@/server/integrations/sms/aliyun-signature';

describe('Alibaba Cloud RPC signature v1.0', () => {
  it('percent-encodes the way Alibaba documents (RFC 3986, %20, %2A, literal ~)', () => {
    expect(aliyunPercentEncode('a b')).toBe('a%20b');
    expect(aliyunPercentEncode('*')).toBe('%2A');
    expect(aliyunPercentEncode('~-_.')).toBe('~-_.');
    expect(aliyunPercentEncode('/=&+')).toBe('%2F%3D%26%2B');
    expect(aliyunPercentEncode("!'()")).toBe('%21%27%28%29');
    expect(aliyunPercentEncode('派')).toBe('%E6%B4%BE');
  });

  it('sorts parameters and leaves Signature out of the canonical query', () => {
    expect(aliyunCanonicalQuery({ b: '2', a: '1 1', Signature: 'x', B: '3' })).toBe('B=3&a=1%201&b=2');
  });

  it('reproduces the SendSms example of the Alibaba SMS documentation', () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(aliyunSignature('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('reproduces the DescribeRegions example of the RPC signature documentation', () => {
    const params = {
      Format: 'XML',
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Version: '2014-05-26',
      Timestamp: '2016-02-23T12:46:24Z',
    };
    expect(aliyunSignature('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });
});
