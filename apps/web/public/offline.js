// The offline page's retry: load the address the viewer asked for again (the service worker tries the network).
document.getElementById('offline-retry')?.addEventListener('click', () => {
  window.location.reload();
});
