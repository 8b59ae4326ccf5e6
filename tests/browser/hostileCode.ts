/**
 * Code that takes the guest's own channel to the page: the port the page
 * handed the guest's document, caught as the guest's runtime next uses it
 * (a console line), with the run's id from what it carried. Reader code can
 * do this; what it then sends is checked as any guest message is.
 */
export const capturePagePort = `
const {pagePort, runId} = await new Promise<{pagePort: MessagePort; runId: number}>((resolve) => {
  const send = MessagePort.prototype.postMessage;
  MessagePort.prototype.postMessage = function (this: MessagePort, message: any, ...rest: any[]) {
    if (message?.type === 'console') {
      MessagePort.prototype.postMessage = send;
      resolve({pagePort: this, runId: message.runId});
    }
    return (send as any).call(this, message, ...rest);
  };
  console.log('taking the port');
});`;
